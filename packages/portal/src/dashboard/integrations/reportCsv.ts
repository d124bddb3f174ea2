import type { PartnerReportDay } from '@convive/sdk';

/**
 * A partner key's report as CSV: one line per day, ISO dates and plain integers so a
 * spreadsheet or a script reads it whatever the language of the header.
 */

/** The header's column names, in the order of the columns. */
export type ReportCsvHeader = readonly [
  date: string,
  impressions: string,
  clicks: string,
  enquiries: string,
  visits: string,
];

export const REPORT_CSV_HEADER: ReportCsvHeader = ['fecha', 'impresiones', 'clics', 'consultas', 'visitas'];

/** Excel opens a UTF-8 file as the system's ANSI code page unless it starts with this mark. */
const BOM = '\uFEFF';

/**
 * One field, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. A text
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * the header is translated copy, and a cell must never become a formula.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text: BOM, header, one CRLF-ended line per day in the report's order (oldest first). */
export function reportCsv(
  days: readonly PartnerReportDay[],
  header: ReportCsvHeader = REPORT_CSV_HEADER,
): string {
  const rows = [
    header.map(csvField),
    ...days.map((day) => [
      csvField(day.date),
      csvField(day.impressions),
      csvField(day.clicks),
      csvField(day.enquiries),
      csvField(day.visits),
    ]),
  ];
  return `${BOM}${rows.map((row) => `${row.join(',')}\r\n`).join('')}`;
}

/** A name as a file-name part: 'Web de Peña & Cía' → 'web-de-pena-cia'; 'clave' when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // 'ß' has no decomposition: spelled out as German does without it.
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'clave';
}

/** `convive-informe-<key name slug>-<YYYY-MM-DD>.csv`. */
export function reportFileName(keyName: string, date: string): string {
  return `convive-informe-${slugify(keyName)}-${date}.csv`;
}

/**
 * Saves text as a file through a temporary link. The object URL is revoked on the next task: some
 * browsers start the download only after the click's task ends.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
