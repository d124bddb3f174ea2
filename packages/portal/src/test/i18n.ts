import { LOCALES, type Locale } from '@convive/widgets';
import { expect } from 'vitest';
import type { Copy } from '../app/copy';

/** Every leaf of a catalog with its path: 'rooms.empty' → 'No tienes habitaciones'. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * Loads the four catalogs of an area and checks that each has exactly the Spanish keys, with a
 * non-blank string (or a function returning one, where Spanish has a function) at every leaf.
 * `samples` gives the arguments a function leaf is called with ('uploaded' → [3]); without one it
 * is called with no arguments.
 */
export async function expectCompleteCatalogs<T>(
  copy: Copy<T>,
  samples: Readonly<Record<string, readonly unknown[]>> = {},
): Promise<void> {
  const catalogs = Object.fromEntries(
    await Promise.all(LOCALES.map(async (locale) => [locale, await copy.load(locale)] as const)),
  ) as Record<Locale, T>;
  const spanish = new Map(leaves(catalogs.es));
  for (const locale of LOCALES) {
    const found = new Map(leaves(catalogs[locale]));
    expect([...found.keys()].sort(), `${copy.name}: keys of '${locale}'`).toEqual([...spanish.keys()].sort());
    for (const [path, leaf] of found) {
      const source = spanish.get(path);
      expect(typeof leaf, `${copy.name}.${locale}.${path}`).toBe(typeof source);
      const text =
        typeof leaf === 'function'
          ? (leaf as (...args: unknown[]) => unknown)(...(samples[path] ?? []))
          : Array.isArray(leaf)
            ? leaf.join(' ')
            : leaf;
      expect(typeof text === 'string' && text.trim().length > 0, `${copy.name}.${locale}.${path}`).toBe(true);
    }
  }
}

/*
 * Words and signs that give away a Spanish text on a screen that should be English. Checked on
 * English screens only (French and German share some of them: "de", "la", "é").
 */
const SPANISH_SIGNS =
  /[ñáíóú¿¡]|\b(de|del|la|las|los|el|para|con|una|tu|tus|sin|más|por|que|mes|aún|hay|cargando|guardar|cancelar|eliminar|buscar|habitaci\w*|propiedad\w*|solicitud\w*|citas?|visitas?|anuncios?|inquilin\w*|propietari\w*|disponible|ocupad\w*|reservad\w*|pendiente\w*|error al|inténtalo|intenta)\b/i;

/**
 * The texts of an element a user reads or hears (text, aria-label, placeholder, title, alt) that
 * look Spanish, less those in `allow` (user content from fixtures: titles, names, addresses) and
 * inside `translate="no"` elements.
 */
export function spanishTexts(root: Element, allow: readonly string[] = []): string[] {
  const allowed = (text: string) => [...allow, 'Español'].some((fragment) => text.includes(fragment));
  const found: string[] = [];
  const check = (text: string | null | undefined) => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (!trimmed || allowed(trimmed)) return;
    if (SPANISH_SIGNS.test(trimmed)) found.push(trimmed);
  };
  const visit = (element: Element) => {
    if (element.getAttribute('translate') === 'no') return;
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      check(element.getAttribute(attribute));
    for (const node of element.childNodes) {
      if (node.nodeType === 3) check(node.textContent);
      else if (node.nodeType === 1) visit(node as Element);
    }
  };
  visit(root);
  return [...new Set(found)];
}

/** Fails listing every Spanish-looking text of an English screen (see `spanishTexts`). */
export function expectNoSpanish(root: Element, allow: readonly string[] = []): void {
  expect(spanishTexts(root, allow)).toEqual([]);
}
