import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS, entriesOf } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { buildOpenApiDocument } from './openapi';

/** The rows of the sdk README's call table: method and path (relative to /api). */
function callTable(): { method: string; path: string }[] {
  const readme = readFileSync(fileURLToPath(new URL('../../sdk/README.md', import.meta.url)), 'utf8');
  const rows: { method: string; path: string }[] = [];
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | method | path | spec | function | answer |
    const method = cells[1] ?? '';
    const path = /`([^`]+)`/.exec(cells[2] ?? '')?.[1];
    if (/^(GET|POST|PATCH|PUT|DELETE)$/.test(method) && path?.startsWith('/')) rows.push({ method, path });
  }
  return rows;
}

type Json = Record<string, unknown>;

/** Every `$ref` in the document, anywhere. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json & {
    paths: Record<string, Record<string, Json>>;
    components: Json & { schemas: Record<string, Json> };
  };

  it('is OpenAPI 3.1 and survives a JSON round trip', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Convive API' });
    expect(document.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
  });

  it('has one operation per entry of the endpoint table, and nothing else', () => {
    const entries = entriesOf(ENDPOINTS);
    expect(entries.length).toBeGreaterThan(50);
    const missing = entries.filter(([, e]) => !document.paths[e.path]?.[e.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBe(entries.length);
  });

  it('has a path item for every row of the sdk README call table', () => {
    const rows = callTable();
    expect(rows.length).toBe(entriesOf(ENDPOINTS).length);
    const missing = rows.filter((row) => !document.paths[row.path]?.[row.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('resolves every $ref', () => {
    const dangling = refs(document).filter((ref) => {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      return !section || !(document.components[section] as Json | undefined)?.[name!];
    });
    expect(dangling).toEqual([]);
  });

  it('describes bodies, queries, path parameters, answers, errors and the token', () => {
    const create = document.paths['/properties/']!.post!;
    expect(create.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PropertyCreate' } } },
    });
    expect(create.responses).toMatchObject({
      '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Property' } } } },
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthorized' },
    });
    expect(create.security).toEqual([{ Token: [] }]);

    const search = document.paths['/properties/all/']!.get!;
    const names = (search.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['query:city', 'query:max_price', 'query:bedrooms', 'query:page']),
    );
    expect(search.security).toEqual([]);

    const room = document.paths['/rooms/by-property/{propertyId}/']!.get!;
    expect(room.parameters).toEqual([
      { name: 'propertyId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
    expect(room.responses).toHaveProperty('404');

    const upload = document.paths['/properties/{id}/upload_images/']!.post!;
    expect(upload.requestBody).toMatchObject({ content: { 'multipart/form-data': expect.any(Object) } });
    expect(upload.responses).toHaveProperty('413');
    expect(upload.responses).toHaveProperty('415');

    expect(document.components.securitySchemes).toMatchObject({
      Token: { type: 'apiKey', in: 'header', name: 'Authorization' },
    });
  });

  it('says which writes may change the searches and which answers are never stored', () => {
    for (const [, e] of entriesOf(ENDPOINTS)) {
      const operation = document.paths[e.path]![e.method.toLowerCase()]!;
      if (e.method === 'GET') expect(operation).not.toHaveProperty('x-convive-changes-search');
      else expect(operation['x-convive-changes-search'], e.path).toBe(e.changesSearch !== false);
      expect(operation['x-convive-no-store'], e.path).toBe(e.noStore);
    }
    expect(document.paths['/api-token-auth/']!.post).toMatchObject({
      'x-convive-changes-search': false,
      'x-convive-no-store': true,
    });
    expect(document.paths['/properties/']!.post!['x-convive-changes-search']).toBe(true);
  });

  it('takes the entities from the sdk schemas, inputs and outputs on their own side', () => {
    const { schemas } = document.components;
    const property = schemas.Property as { properties: Json; required: string[] };
    expect(property.properties.property_type).toMatchObject({
      enum: expect.arrayContaining(['piso', 'atico']),
    });
    expect(property.required).toContain('rooms_status_summary');
    // Output transforms (null text → '') are described by their input side, never as "anything".
    expect((schemas.User as { properties: Json }).properties.phone).not.toEqual({});
    // Inputs: defaults are optional, so PropertyCreate requires only what the form requires.
    expect((schemas.PropertyCreate as { required: string[] }).required).not.toContain('status');
    expect((schemas.PropertyCreate as { required: string[] }).required).toContain('title');
    expect(schemas.PropertyPage).toMatchObject({ required: ['count', 'next', 'previous', 'results'] });
    expect(JSON.stringify(schemas)).not.toContain('$schema');
  });
});

describe('the reference over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(() => server.close());

  it('serves the document at /api/schema/', async () => {
    const response = await server.fetch('/api/schema/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { openapi: string; paths: Json };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths).length).toBeGreaterThan(40);
  });

  it('serves Swagger UI at /api/docs/ with its assets from the package', async () => {
    const page = await server.fetch('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await server.fetch(new URL(script!, `${server.origin}/api/docs/`).pathname);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    // Read the body: an unread 1.5 MB answer keeps its connection busy, and the server's close
    // waits for it.
    expect((await asset.text()).length).toBeGreaterThan(100_000);
    const json = await server.fetch('/api/docs/json');
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});
