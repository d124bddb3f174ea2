/** Fills a catalog text's `{name}` placeholders: `fill('Vía {name}', { name: 'Sol' })` → 'Vía Sol'. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
