import type { PartnerReportDay } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { csvField, REPORT_CSV_HEADER, reportCsv, reportFileName, slugify } from './reportCsv';

const days: PartnerReportDay[] = [
  { date: '2026-11-24', impressions: 120, clicks: 9, enquiries: 2, visits: 1 },
  { date: '2026-11-25', impressions: 0, clicks: 0, enquiries: 0, visits: 0 },
];

describe('reportCsv', () => {
  it('starts with the BOM and the header, then one CRLF line per day, oldest first', () => {
    expect(reportCsv(days)).toBe(
      '\uFEFFfecha,impresiones,clics,consultas,visitas\r\n' +
        '2026-11-24,120,9,2,1\r\n' +
        '2026-11-25,0,0,0,0\r\n',
    );
  });

  it('is the header alone for a report without days', () => {
    expect(reportCsv([])).toBe(`\uFEFF${REPORT_CSV_HEADER.join(',')}\r\n`);
  });

  it('escapes a translated header', () => {
    expect(reportCsv([], ['date', 'vues, "grille"', 'clics', 'demandes\nreçues', '=visites']).slice(1)).toBe(
      'date,"vues, ""grille""",clics,"demandes\nreçues",\'=visites\r\n',
    );
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-1,5')).toBe('"\'-1,5"');
    expect(csvField('señal')).toBe('señal');
  });

  it('writes numbers as they are, and nothing for a non-finite one', () => {
    expect(csvField(0)).toBe('0');
    expect(csvField(1234)).toBe('1234');
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('reportFileName', () => {
  it('slugs the key’s name without accents or symbols', () => {
    expect(reportFileName('Web de Peña & Cía', '2026-11-26')).toBe(
      'convive-informe-web-de-pena-cia-2026-11-26.csv',
    );
    expect(slugify('  Ñandú  Über—Straße ')).toBe('nandu-uber-strasse');
    expect(slugify('¡¡!!')).toBe('clave');
    expect(slugify(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });
});
