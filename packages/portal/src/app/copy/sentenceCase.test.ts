import { describe, expect, it } from 'vitest';

/*
 * Spanish headings, buttons and labels are written in sentence case ('Gestión de habitaciones',
 * 'Solicitudes recibidas'), as Spanish writes them: only the first word and names take a capital.
 * Every Spanish catalog of the portal is read here; a word capitalised in the middle of a clause
 * fails unless it is a name below.
 */
const CATALOGS = import.meta.glob<{ es: unknown }>(['../../**/copy/es.ts'], { eager: true });

/** Names and abbreviations that keep their capital anywhere. */
const NAMES = new Set([
  'Convive',
  'Google',
  'Maps',
  'Plus',
  'Code',
  'Ctrl',
  'España',
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Lisboa',
  'JavaScript',
  // An HTTP header's name.
  'Origin',
  // The titles of the legal documents, named as such ('los Términos y condiciones').
  'Términos',
  'Política',
  // A listing's status, quoted by its label ('lo guarda como Borrador').
  'Borrador',
  // A made-up agency's name in an example ('Web de Inmobiliaria Sol').
  'Inmobiliaria',
  'Sol',
  // A feed format, named after its company.
  'Kyero',
  // Institutions and their registers ('la Sede del Catastro', 'el Registro Único de Arrendamientos'),
  // the tax whose receipt carries the cadastral reference, and the NRUA's country prefix.
  'Sede',
  'Catastro',
  'Registro',
  'Único',
  'Arrendamientos',
  'IBI',
  'ES',
]);

/** Every text of a catalog: strings, list items, and what its functions answer for sample values. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (typeof value === 'function') {
    try {
      return texts((value as (...args: unknown[]) => unknown)(...Array(value.length).fill(2)), `${path}()`);
    } catch {
      return [];
    }
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

/** The words capitalised after a clause's first word, less names, abbreviations and quotations. */
export function titleCaseWords(text: string): string[] {
  const unquoted = text.replace(/«[^»]*»|“[^”]*”|"[^"]*"|'[^']*'/g, ' ');
  return unquoted
    .split(/[.:;!?¿¡()·—–/|,\n]+/)
    .flatMap((clause) => clause.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter(
      (word) => /^\p{Lu}\p{Ll}/u.test(word) && !NAMES.has(word) && !/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word),
    );
}

describe('Spanish catalogs', () => {
  it('are found', () => {
    expect(Object.keys(CATALOGS).length).toBeGreaterThan(20);
  });

  it('spot a title-cased heading', () => {
    expect(titleCaseWords('Gestión de Habitaciones')).toEqual(['Habitaciones']);
    expect(titleCaseWords('Gestión de habitaciones')).toEqual([]);
    expect(titleCaseWords('Abrir en Google Maps. Guardado')).toEqual([]);
  });

  it('write headings, buttons and labels in sentence case', () => {
    const found = Object.entries(CATALOGS).flatMap(([file, module]) =>
      texts(module.es, '').flatMap(([path, text]) =>
        titleCaseWords(text).length ? [`${file} ${path}: ${text}`] : [],
      ),
    );
    expect(found).toEqual([]);
  });
});
