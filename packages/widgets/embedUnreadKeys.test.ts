import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripUnreadKeys } from '../../scripts/lib/unreadKeys';
import { ELEMENT_CLIENT_GROUPS, UNREAD_KEYS } from './embedUnreadKeys';

const keysFor = (path: string) => {
  const keys = UNREAD_KEYS.find(({ module }) => module.test(path));
  if (!keys) throw new Error(`no keys for ${path}`);
  return keys;
};
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('the embed build drops what the elements never read', () => {
  it('drops inert values and the comma after them, flags named schemas, keeps the rest', () => {
    const code = `const a = endpoint({ method: 'GET', summary: \`Ver \${what}\`, query: named('F', f), body: B, tag, errors: [403], args: (x) => ({ x }), note: call() });`;
    const out = stripUnreadKeys(code, {
      drop: new Set(['summary', 'tag', 'errors', 'note']),
      flag: new Set(['query', 'body']),
    });
    expect(out).toBe(
      `const a = endpoint({ method: 'GET',  query: true, body: true, tag,  args: (x) => ({ x }), note: call() });`,
    );
  });

  it('drops a whole inert list of objects at once (the registry events)', () => {
    const code = `const r = { events: [{ name: 'a', description: 'x' }], load: () => import('./a') };`;
    expect(stripUnreadKeys(code, { drop: new Set(['events', 'description']) })).toBe(
      `const r = {  load: () => import('./a') };`,
    );
  });

  it('leaves the endpoint table a table of every call, with what the client reads', () => {
    const path = join(__dirname, '../sdk/src/contract/endpoints.ts');
    const source = readFileSync(path, 'utf8');
    // Every group kept here: the groups' own test is below.
    const out = stripUnreadKeys(source, { ...keysFor(path), groups: undefined }, path);
    expect(parseSync(path, out).errors).toEqual([]);
    for (const key of [
      'method',
      'path',
      'answer',
      'args',
      'multipart',
      'encode',
      'nullOn404',
      'requireToken',
      'pick',
    ])
      expect(count(out, new RegExp(`\\b${key}:`, 'g'))).toBe(count(source, new RegExp(`\\b${key}:`, 'g')));
    expect(count(out, /\bsummary:/g)).toBe(0);
    // Only the entries' own: `body` in what an entry's `args` makes is the request's, kept.
    expect(count(out, /\b(query|body): true\b/g)).toBe(count(source, /^ {6}(query|body): (named\(|[A-Z])/gm));
    expect(out).toContain('body: files');
  });

  it('drops the endpoint groups no element calls, whole, and keeps every call of the others', () => {
    const path = join(__dirname, '../sdk/src/contract/endpoints.ts');
    const source = readFileSync(path, 'utf8');
    const out = stripUnreadKeys(source, keysFor(path), path);
    expect(parseSync(path, out).errors).toEqual([]);
    const groupsOf = (text: string) => [...text.matchAll(/^ {2}([a-zA-Z]+): \{$/gm)].map((match) => match[1]);
    expect(groupsOf(out).sort()).toEqual([...ELEMENT_CLIENT_GROUPS].sort());
    expect(groupsOf(source).length).toBeGreaterThan(ELEMENT_CLIENT_GROUPS.size);
    const pathsOf = (text: string, group: string) => {
      const start = text.indexOf(`\n  ${group}: {\n`);
      const end = text.indexOf('\n  },\n', start);
      return [...text.slice(start, end).matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
    };
    for (const group of ELEMENT_CLIENT_GROUPS) expect(pathsOf(out, group)).toEqual(pathsOf(source, group));
  });

  it('leaves the calendar’s endpoints, in a module of their own, only what the client reads', () => {
    const tablePath = join(__dirname, '../sdk/src/contract/endpoints.ts');
    const table = stripUnreadKeys(readFileSync(tablePath, 'utf8'), keysFor(tablePath), tablePath);
    // Out of the table every element loads: the calendar's chunk binds them (`bindEndpoint`).
    expect(table).not.toMatch(/\bavailability: AVAILABILITY_ENDPOINTS\b/);
    const path = join(__dirname, '../sdk/src/contract/availabilityEndpoints.ts');
    const source = readFileSync(path, 'utf8');
    const out = stripUnreadKeys(source, keysFor(path), path);
    expect(parseSync(path, out).errors).toEqual([]);
    expect(count(out, /\bsummary:/g)).toBe(0);
    expect(count(out, /\bpath: '\/(properties|rooms)\/\{id\}\/availability\/'/g)).toBe(2);
    expect(count(out, /\banswer: one\(/g)).toBe(2);
    expect(count(out, /\bquery: true\b/g)).toBe(2);
  });

  it('keeps every group the widgets’ code calls', () => {
    const called = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          for (const match of text.matchAll(/\b(?:client|getClient\(\))\s*\.\s*([a-zA-Z]+)\s*\./g)) {
            called.add(match[1] as string);
          }
        }
      }
    };
    visit(join(__dirname, 'src'));
    expect(called.size).toBeGreaterThan(5);
    expect([...called].filter((group) => !ELEMENT_CLIENT_GROUPS.has(group))).toEqual([]);
  });

  it('leaves the registry every attribute name, prop, type and shape, and every loader', () => {
    const path = join(__dirname, 'src/elements/registry.ts');
    const source = readFileSync(path, 'utf8');
    // Every group kept here: the groups' own test is below.
    const out = stripUnreadKeys(source, { ...keysFor(path), groups: undefined }, path);
    expect(parseSync(path, out).errors).toEqual([]);
    for (const key of ['name', 'prop', 'type', 'shape', 'load', 'attributes'])
      expect(count(out, new RegExp(`\\b${key}:`, 'g'))).toBeGreaterThan(0);
    expect(count(out, /\bprop:/g)).toBe(count(source, /\bprop:/g));
    expect(count(out, /\bload:/g)).toBe(count(source, /\bload:/g));
    expect(out).not.toMatch(/\bdescription:\s*['"`]/);
  });
});
