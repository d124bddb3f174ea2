import { describe, expect, it } from 'vitest';
import { propertyTypeOf } from '../../scripts/element-types';
import { buildPackageManifest, cssPropertiesOf, partsOf } from '../../scripts/manifest';
import { ELEMENT_REGISTRY, ELEMENT_TAGS, type ElementTag } from './registry';

/** Every element module's source, by file (the modules that define the tags). */
const elementSources = import.meta.glob<string>(['./convive-*.tsx', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const manifest = buildPackageManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string) => declarations.find((declaration) => declaration.tagName === tag);

/** The tags a source defines: `defineElement('convive-…', Component)`. */
const definedTags = (source: string) =>
  [...source.matchAll(/defineElement\(\s*'([a-z-]+)'/g)].map((match) => match[1] as string);

/** The props a component destructures from its `props` (what it reads), but its shadow root. */
const readProps = (source: string) =>
  [...source.matchAll(/const\s*\{([^}]*)\}\s*=\s*props\b/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim().split(/[:=\s]/)[0] ?? '')
    .filter((name) => name !== '' && name !== 'container');

/** The events a component dispatches: `emit(container, 'convive-…', detail)`. */
const emittedEvents = (source: string) =>
  [...source.matchAll(/emit\(\s*\w+\s*,\s*'([a-z-]+)'/g)].map((match) => match[1] as string);

describe('the Custom Elements Manifest (dist/custom-elements.json)', () => {
  it('lists every element defined in src/elements, in its own module', () => {
    const files = Object.entries(elementSources);
    expect(files.length).toBeGreaterThan(0);
    const defined = files.flatMap(([file, source]) => {
      const tags = definedTags(source);
      for (const tag of tags) expect(file).toBe(`./${tag}.tsx`);
      return tags;
    });
    expect([...defined].sort()).toEqual([...ELEMENT_TAGS].sort());
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(ELEMENT_TAGS);
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      expect(module.path).toBe(`src/elements/${declaration?.tagName}.tsx`);
      expect(module.exports[0]?.name).toBe(declaration?.tagName);
    }
  });

  it('lists every attribute an element reads, with the property it sets and its type', () => {
    for (const [file, source] of Object.entries(elementSources)) {
      for (const tag of definedTags(source)) {
        const declaration = declarationOf(tag);
        const fields = new Map(declaration?.members.map((member) => [member.name, member]));
        for (const prop of readProps(source)) {
          expect(fields.has(prop), `${file} reads ${prop}, which is no attribute of <${tag}>`).toBe(true);
        }
        const registry = ELEMENT_REGISTRY[tag as ElementTag];
        expect(declaration?.attributes.map((a) => a.name)).toEqual(registry.attributes.map((a) => a.name));
        for (const attribute of registry.attributes) {
          const field = fields.get(attribute.prop);
          expect(field?.attribute).toBe(attribute.name);
          expect(field?.type.text).toBe(`${propertyTypeOf(attribute)} | undefined`);
          expect(field?.description).toBe(attribute.description);
        }
      }
    }
  });

  it('lists every event an element dispatches, with the type of its detail', () => {
    for (const source of Object.values(elementSources)) {
      for (const tag of definedTags(source)) {
        const events = declarationOf(tag)?.events ?? [];
        for (const name of emittedEvents(source)) {
          expect(
            events.map((event) => event.name),
            `<${tag}> dispatches ${name}`,
          ).toContain(name);
        }
        for (const event of ELEMENT_REGISTRY[tag as ElementTag].events) {
          expect(events.find((e) => e.name === event.name)?.type.text).toBe(`CustomEvent<${event.detail}>`);
        }
      }
    }
  });

  it('lists the theme tokens every element reads and the parts it exposes', () => {
    for (const declaration of declarations) {
      expect(declaration.superclass).toEqual({ name: 'HTMLElement', package: 'global:' });
      const primary = declaration.cssProperties.find((p) => p.name === '--convive-color-primary');
      expect(primary?.default, declaration.tagName).toBe('#4f46e5');
      for (const part of declaration.cssParts) expect(part.name).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('reads custom properties and parts from sources', () => {
    expect(
      cssPropertiesOf([
        '/* `convive-property-grid { --convive-radius: 2px }` */ :host { --convive-radius: 12px; }',
        '.a { color: var(--convive-color-text, #1f2937); box-shadow: var(--convive-focus, 0 0 0 3px color-mix(in srgb, var(--convive-color-primary, #4f46e5) 35%, transparent)); }',
        '.b { border-radius: var(--convive-radius, 4px); color: var(--other, red); }',
      ]),
    ).toEqual([
      { name: '--convive-color-primary', default: '#4f46e5' },
      { name: '--convive-color-text', default: '#1f2937' },
      {
        name: '--convive-focus',
        default: '0 0 0 3px color-mix(in srgb, var(--convive-color-primary, #4f46e5) 35%, transparent)',
      },
      { name: '--convive-radius', default: '12px' },
    ]);
    expect(
      cssPropertiesOf(
        ['.a { color: var(--convive-color-text, #000); }'],
        [{ name: '--convive-color-text', default: '#1f2937', use: 'Body text.' }],
      ),
    ).toEqual([{ name: '--convive-color-text', description: 'Body text.', default: '#1f2937' }]);
    expect(
      partsOf([
        '<article part="card" data-part="image-badges"><h3 part="title price">',
        "const common = { part: 'input' }; <button part={'button'} />",
      ]),
    ).toEqual(['button', 'card', 'input', 'price', 'title']);
  });
});
