/**
 * The Custom Elements Manifest the package ships (dist/custom-elements.json, named in package.json's
 * `customElements`): the registry's elements with their attributes, the properties they set (typed as
 * in src/elements/types.ts), their events with the type of `detail`, and — read from the sources each
 * element's module imports — the `--convive-*` custom properties its styles use and the `part`s it
 * exposes to `::part()`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildCustomElementsManifest,
  type CustomElementsManifest,
  type ManifestElement,
  type ManifestModule,
} from '../src/elements/custom-elements-manifest';
import { ELEMENT_REGISTRY, type ElementDefinition, type ElementTag } from '../src/elements/registry';
import { propertyTypeOf } from './element-types';

// From the path string (jsdom's `URL`, in the widgets' tests, is not the one Node's fileURLToPath takes).
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = join(PACKAGE_DIR, 'src');

export interface ManifestField {
  kind: 'field';
  name: string;
  type: { text: string };
  description: string;
  attribute: string;
  default?: string;
}

export interface ManifestCssProperty {
  name: string;
  description?: string;
  default?: string;
}

/** A theme token as the tokens' table documents it (src/styles/themeTokens.ts's THEME_TOKENS). */
export interface ThemeTokenDoc {
  name: string;
  default: string;
  /** What it colours or sizes. */
  use: string;
}

export interface ManifestCssPart {
  name: string;
  description: string;
}

export interface PackageManifestElement extends ManifestElement {
  superclass: { name: 'HTMLElement'; package: 'global:' };
  members: ManifestField[];
  cssProperties: ManifestCssProperty[];
  cssParts: ManifestCssPart[];
}

export interface PackageManifest extends Omit<CustomElementsManifest, 'modules'> {
  modules: (Omit<ManifestModule, 'declarations'> & { declarations: PackageManifestElement[] })[];
}

/** What partners restyle through `::part()`; a part not listed here is described by its name. */
const PART_DESCRIPTIONS: Readonly<Record<string, string>> = {
  card: 'A property or room card.',
  title: 'A title (of a card, a form or a dialog).',
  price: 'A price.',
  badge: 'A badge (status, featured, coliving…).',
  button: 'A button.',
  input: 'A text field, select or text area.',
  dialog: 'A dialog or dropdown panel.',
  form: 'The form.',
  image: 'An image (a card picture, the gallery image).',
  arrow: "The gallery's previous/next arrows.",
  thumbnail: 'A gallery thumbnail.',
};

/** The sources a module imports (relative imports only: the package's own files), transitively. */
export function sourcesReachableFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const specifier = (match[1] ?? match[2] ?? '').replace(/\?.*$/, '');
      const target = resolveSource(resolve(dirname(file), specifier));
      // The registry imports every element lazily: another element's module is not part of this one.
      if (target && !(isElementModule(target) && target !== entry)) pending.push(target);
    }
  }
  return [...seen].sort();
}

const isElementModule = (file: string) => /[\\/]elements[\\/]convive-[a-z-]+\.tsx$/.test(file);

function resolveSource(path: string): string | null {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The text inside the parentheses that open at `open` (nested parentheses included). */
function balanced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/**
 * The `--convive-*` custom properties some CSS declares or reads, each with its default and what it
 * styles: from the theme tokens' table when it lists the property, else the value a rule declares,
 * else the fallback of its `var(--convive-…, fallback)`.
 */
export function cssPropertiesOf(
  cssTexts: readonly string[],
  tokens?: readonly ThemeTokenDoc[],
): ManifestCssProperty[] {
  const declared = new Map<string, string>();
  const fallbacks = new Map<string, string>();
  for (const text of cssTexts) {
    // Comments may quote declarations (`convive-property-grid { --convive-color-primary: #0a7 }`).
    const raw = text.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name = '', value = ''] of raw.matchAll(/(--convive-[a-z0-9-]+)\s*:\s*([^;}]+)[;}]/g)) {
      if (!declared.has(name)) declared.set(name, value.trim());
    }
    for (const match of raw.matchAll(/var\(/g)) {
      const inside = balanced(raw, (match.index ?? 0) + 3).trim();
      const named = /^(--convive-[a-z0-9-]+)\s*(?:,\s*([\s\S]*))?$/.exec(inside);
      if (!named?.[1]) continue;
      if (named[2] !== undefined && !fallbacks.has(named[1])) fallbacks.set(named[1], named[2].trim());
      else if (!fallbacks.has(named[1])) fallbacks.set(named[1], '');
    }
  }
  const names = [...new Set([...declared.keys(), ...fallbacks.keys()])].sort();
  return names.map((name) => {
    const declaration = declared.get(name);
    const token = tokens?.find((t) => t.name === name);
    const value = token?.default || declaration || fallbacks.get(name) || undefined;
    const description = token?.use;
    return { name, ...(description ? { description } : {}), ...(value ? { default: value } : {}) };
  });
}

/** The names of every `part="…"` (or `part: '…'`) a source writes; `data-part` is not a part. */
export function partsOf(sourceTexts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of sourceTexts) {
    for (const match of text.matchAll(/(?<![\w-])part(?:=\{?\s*|:\s*)(['"`])([^'"`$]+)\1/g)) {
      for (const name of (match[2] ?? '').split(/\s+/)) if (/^[a-z][a-z0-9-]*$/.test(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/** The CSS files under src/styles: the theme every element carries. */
function themeCss(): string[] {
  const dir = join(SOURCE_DIR, 'styles');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file));
}

function elementOf(
  tag: ElementTag,
  definition: ElementDefinition,
  base: ManifestElement,
  tokens: readonly ThemeTokenDoc[] | undefined,
): PackageManifestElement {
  const sources = sourcesReachableFrom(join(SOURCE_DIR, 'elements', `${tag}.tsx`));
  const css = [...new Set([...themeCss(), ...sources.filter((file) => file.endsWith('.css'))])];
  const code = sources.filter((file) => !file.endsWith('.css') && !/\.(test|stories)\.tsx?$/.test(file));
  return {
    ...base,
    superclass: { name: 'HTMLElement', package: 'global:' },
    members: definition.attributes.map((attribute) => ({
      kind: 'field',
      name: attribute.prop,
      type: { text: `${propertyTypeOf(attribute)} | undefined` },
      description: attribute.description,
      attribute: attribute.name,
      ...(attribute.default !== undefined ? { default: attribute.default } : {}),
    })),
    cssProperties: cssPropertiesOf(
      css.map((file) => readFileSync(file, 'utf8')),
      tokens,
    ),
    cssParts: partsOf(code.map((file) => readFileSync(file, 'utf8'))).map((name) => ({
      name,
      description: PART_DESCRIPTIONS[name] ?? `The ${name}.`,
    })),
  };
}

/** The manifest of every registry element, as shipped in dist/custom-elements.json. */
export function buildPackageManifest(
  registry: Record<ElementTag, ElementDefinition> = ELEMENT_REGISTRY,
  tokens?: readonly ThemeTokenDoc[],
): PackageManifest {
  const base = buildCustomElementsManifest(registry);
  return {
    ...base,
    modules: base.modules.map((module) => ({
      ...module,
      declarations: module.declarations.map((declaration) =>
        elementOf(
          declaration.tagName as ElementTag,
          registry[declaration.tagName as ElementTag],
          declaration,
          tokens,
        ),
      ),
    })),
  };
}

/** The manifest as written (two-space JSON, final newline). */
export function packageManifestText(tokens?: readonly ThemeTokenDoc[]): string {
  return `${JSON.stringify(buildPackageManifest(ELEMENT_REGISTRY, tokens), null, 2)}\n`;
}
