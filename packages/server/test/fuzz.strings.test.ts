import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi';
import {
  DIALECTS,
  parseOutboxMail,
  removePortalDir,
  startServer,
  type TestServer,
  tempPortalDir,
} from './harness';
import { colivingProperty, nextWeekday, type People, people, roomIn, type World, world } from './world';

/*
 * Hostile strings in every string field of the endpoint table: `$` replacement patterns (which a
 * splice with String.replace expands), control characters (which end lines in mail headers and
 * calendar files) and URL schemes (which become links). Each goes, one field at a time, into a body
 * that is otherwise valid, so it is stored where the call stores anything; then every place that
 * writes stored text into another format is read back: the listings' pages, the mails' headers and
 * the visits' calendar files. The fields come from the OpenAPI document, which is derived from the
 * sdk's endpoint table: a call or a field added there is fuzzed here without a change.
 */

const HOSTILE = [
  '$`',
  "$'",
  '$&',
  '$1',
  '$$',
  '$<x>',
  "$`$'$&".repeat(30),
  'Línea\r\nBcc: fuzz@evil.example',
  'Línea\rATTENDEE:mailto:fuzz@evil.example',
  'a\u0000b\u0007c\u001bd\u007f',
  'x\u2028y\u2029z',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '<script>alert(1)</script>',
];

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Convive</title></head>' +
  '<body><div id="root"></div></body></html>';

interface Operation {
  method: string;
  /** OpenAPI path, `{id}` for ids. */
  path: string;
  bodyFields: string[];
  queryFields: string[];
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Whether a schema admits a string. */
function takesString(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): boolean {
  if (!schema) return false;
  if (schema.$ref) return takesString(components[schema.$ref.split('/').pop() ?? ''], components);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some((s) =>
    takesString(s, components),
  );
}

/** Every call of the table with its string fields, read from the OpenAPI document. */
function operations(): Operation[] {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const components = document.components.schemas;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      let body = content?.['application/json']?.schema;
      if (body?.$ref) body = components[body.$ref.split('/').pop() ?? ''];
      const bodyFields = Object.entries(body?.properties ?? {})
        .filter(([, schema]) => takesString(schema, components))
        .map(([name]) => name);
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const queryFields = parameters
        .filter((p) => p.in === 'query' && takesString(p.schema, components))
        .map((p) => p.name);
      found.push({ method: method.toUpperCase(), path, bodyFields, queryFields });
    }
  }
  return found;
}

describe.each(DIALECTS)('hostile strings in every string field (%s)', (dialect) => {
  let server: TestServer;
  let portalDir: string;
  let who: People;
  let made: World;
  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-portal-');
    await writeFile(join(portalDir, 'index.html'), TEMPLATE);
    // Throttles off: every request reaches its handler (the storm is the point, not the limits).
    server = await startServer(dialect, { config: { portalDir, rateLimit: false } });
    who = await people(server);
    made = await world(server, who);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await removePortalDir(portalDir);
  });

  /** An otherwise valid body for the calls that store what they are sent. */
  function validBody(op: Operation, serial: number): Record<string, unknown> {
    const date = nextWeekday(made.today, 2 + (serial % 20));
    const time = `${String(9 + (serial % 9)).padStart(2, '0')}:${serial % 2 ? '30' : '00'}`;
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /properties/': colivingProperty(`Fuzz ${serial}`),
      'PATCH /properties/{id}/': { title: `Fuzz ${serial}` },
      'POST /rooms/': roomIn(made.property.id, `F${serial}`),
      'PATCH /rooms/{id}/': { title: `Fuzz ${serial}` },
      'POST /listings/': {
        property: made.bareProperty.id,
        title: 'Anuncio',
        description: 'Anuncio de prueba.',
        available_from: '2027-01-01',
        status: 'published',
      },
      'PATCH /listings/{id}/': { title: `Fuzz ${serial}` },
      'PATCH /users/{id}/': { first_name: 'Lucía' },
      'POST /register/': {
        email: `fuzz.${serial}@example.com`,
        password: 'Convive-Prueba-2026',
        password_confirm: 'Convive-Prueba-2026',
        accept_terms: true,
        first_name: 'Lucía',
        last_name: 'Prueba',
        role: 'inquilino',
      },
      'POST /property-requests/': {
        property: made.property.id,
        tenant_name: 'Lucía',
        tenant_email: who.tenant.email,
        message: '¿Sigue disponible?',
      },
      'POST /appointments/': { property: made.property.id, date, time, notes: 'Notas' },
      'POST /appointments/guest/': {
        property: made.property.id,
        date,
        time,
        name: 'Invitada',
        email: `invitada.${serial}@example.com`,
        phone: '+34 612 345 678',
        notes: 'Notas',
      },
      'POST /contact/messages/': {
        name: 'Lucía',
        email: 'lucia@example.com',
        subject: 'Pregunta',
        message: 'Hola',
      },
      'POST /saved-searches/': { name: `Fuzz ${serial}`, filters: { city: 'Madrid' } },
      'POST /partner-keys/': { name: `Web ${serial}` },
    };
    return { ...(bodies[`${op.method} ${op.path}`] ?? {}) };
  }

  /** The caller a call is made as: its owner where it has one, else a tenant, else nobody. */
  function tokenFor(op: Operation): string | undefined {
    if (/^\/(properties|rooms|listings|partner-keys)\//.test(op.path) && op.method !== 'GET')
      return who.owner.token;
    if (op.path.startsWith('/property-requests/{id}')) return who.owner.token;
    if (op.path.startsWith('/users/{id}')) return who.tenant.token;
    return who.tenant.token;
  }

  /** The path with its ids: records of the world's, so a hostile value reaches a real row. */
  function concrete(op: Operation): string {
    const id = op.path.startsWith('/properties/')
      ? made.property.id
      : op.path.startsWith('/rooms/')
        ? made.room.id
        : op.path.startsWith('/listings/')
          ? made.listing.id
          : op.path.startsWith('/appointments/')
            ? made.appointment.id
            : op.path.startsWith('/property-requests/')
              ? made.request.id
              : op.path.startsWith('/users/')
                ? who.tenant.user.id
                : op.path.startsWith('/notifications/')
                  ? made.notification.id
                  : 1;
    return `/api${op.path.replace(/\{[^}]+\}/g, String(id))}`;
  }

  it('sends each pattern in each string field: never a 5xx, and what was stored reads back intact', async () => {
    const ops = operations();
    const fields = ops.reduce((n, op) => n + op.bodyFields.length + op.queryFields.length, 0);
    expect(fields).toBeGreaterThan(80);
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      // Signing out or deleting the account would end the run's sessions.
      if (op.path === '/logout/' || (op.method === 'DELETE' && op.path.startsWith('/users/'))) continue;
      for (const field of [
        ...op.bodyFields.map((f) => ['body', f]),
        ...op.queryFields.map((f) => ['query', f]),
      ]) {
        for (const value of HOSTILE) {
          sent += 1;
          const [where, name] = field as [string, string];
          let path = concrete(op);
          let body: string | undefined;
          if (where === 'query') path += `?${new URLSearchParams({ [name]: value })}`;
          else body = JSON.stringify({ ...validBody(op, sent), [name]: value });
          const answer = await server.fetch(path, {
            method: op.method,
            token: tokenFor(op),
            headers: body ? { 'content-type': 'application/json' } : {},
            body,
          });
          const text = await answer.text();
          const intended = answer.status === 503 && op.path === '/auth/google/';
          if (answer.status >= 500 && !intended)
            failures.push(
              `${op.method} ${path} ${name}=${JSON.stringify(value)} → ${answer.status}: ${text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);

    // The pages of every listing now in the database, and the searches' pages with each pattern.
    const db = server.app.ctx.db;
    const properties = await db.selectFrom('properties').select('id').execute();
    const rooms = await db.selectFrom('rooms').select('id').execute();
    const pages = [
      ...properties.map((p) => `/properties/${p.id}`),
      ...rooms.map((r) => `/rooms/${r.id}`),
      ...HOSTILE.flatMap((v) => [
        `/properties?${new URLSearchParams({ city: v })}`,
        `/rooms?${new URLSearchParams({ search: v })}`,
      ]),
    ];
    for (const path of pages) {
      const answer = await server.fetch(path, { headers: HTML });
      const page = await answer.text();
      expect(answer.status, path).toBeLessThan(500);
      if (answer.status !== 200) continue;
      expect(page.match(/<!doctype html>/gi), path).toHaveLength(1);
      expect(page.match(/<\/head>/g), path).toHaveLength(1);
      expect(page.match(/<body>/g), path).toHaveLength(1);
      // No stored text opened a tag or a script of its own.
      expect(page, path).not.toContain('<script>alert(1)</script>');
      expect(page.length, path).toBeLessThan(TEMPLATE.length + 30_000);
    }

    // Every mail the storm sent: no header of an attacker's, no line break inside a header.
    for (const raw of await server.outbox()) {
      const mail = parseOutboxMail(raw);
      expect(Object.keys(mail.headers), raw.slice(0, 300)).not.toContain('bcc');
      const head = raw.slice(0, raw.indexOf('\n\n'));
      expect(head, head).not.toMatch(/\r(?!\n)/);
      expect(head, head).not.toMatch(/evil\.example/);
    }

    // Every visit's calendar file: lines end only with CRLF, and no control character inside one.
    const visits = await db.selectFrom('appointments').select('id').execute();
    for (const visit of visits) {
      for (const token of [who.tenant.token, who.owner.token]) {
        const answer = await server.fetch(`/api/appointments/${visit.id}/ics/`, { token });
        if (answer.status !== 200) continue;
        const ics = await answer.text();
        // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
        expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u2028\u2029]/);
        expect(ics).not.toMatch(/^(ATTENDEE|ORGANIZER)[^\r]*:mailto:fuzz@evil\.example/m);
      }
    }

    const health = await server.fetch('/api/properties/all/');
    expect(health.status).toBe(200);
  }, 240_000);
});
