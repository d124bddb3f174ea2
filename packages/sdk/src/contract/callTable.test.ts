import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALLS_END, CALLS_START, renderCallTable, withCallTable } from './callTable';
import { entriesOf } from './define';
import { ENDPOINTS } from './endpoints';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

describe('the README call table', () => {
  it('has one row per entry, with its method, path and function', () => {
    const table = renderCallTable();
    const lines = table.split('\n');
    expect(lines).toHaveLength(entriesOf(ENDPOINTS).length + 2);
    expect(table).toContain('| GET    | `/rooms/{id}/`');
    expect(table).toMatch(/`rooms\.changeStatus\(id, status\)` +\| landlords, own only +\| `Room`/);
    expect(table).toMatch(
      /`properties\.get\(id\)` +\| anyone \(a token adds\), partners \| `Property \\\| null`/,
    );
  });

  it('is current in packages/sdk/README.md (else run `npm run docs:calls`)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toContain(CALLS_START);
    expect(readme).toContain(CALLS_END);
    expect(withCallTable(readme)).toBe(readme);
  });
});
