import * as z from 'zod/mini';
import type { Answer, ClientOf, EndpointSpec, Parts } from '../contract/define';
import { entriesOf, pathIds } from '../contract/define';
import { ENDPOINTS } from '../contract/endpoints';
import { toQueryParams } from '../rules/queryParams';
import { detailSchema } from '../schemas/common';
import { CLIENT_BIND, type ClientBinder } from './clientBind';
import { arrayOf, type ClientOptions, createHttp, type Http, pageOf, seg } from './http';

/**
 * The schema the client parses an answer with: the contract's, made lenient where DESIGN.md
 * "Collections" allows (an array where a page is expected and the other way round).
 */
function clientSchema(answer: Answer): z.core.$ZodType | undefined {
  switch (answer.kind) {
    case 'one':
      return answer.of.schema;
    case 'many':
      return arrayOf(answer.of.schema);
    case 'page':
      return pageOf(answer.of.schema);
    case 'ack':
      return z.optional(detailSchema);
    case 'none':
    case 'text':
      return undefined;
  }
}

/** The request parts of a call made with the default signature: `(…pathIds, bodyOrQuery)`. */
function defaultParts(spec: EndpointSpec, args: readonly unknown[]): Parts {
  const ids = pathIds(spec.path);
  const params: Record<string, number | string> = {};
  ids.forEach((name, index) => {
    params[name] = args[index] as number;
  });
  const input = args[ids.length];
  if (spec.body || spec.multipart) return { params, body: input };
  if (spec.query) return { params, query: (input ?? {}) as Record<string, unknown> };
  return { params };
}

/** One client function for one entry of the table. */
function callFor(http: Http, spec: EndpointSpec) {
  // Built at the first call, not with the client: wrapping a hundred answers' schemas (a page's, a
  // list's) was most of what creating a client cost, on every page's start.
  let schema: z.core.$ZodType | undefined;
  let built = false;
  return (...args: unknown[]) => {
    if (!built) {
      schema = clientSchema(spec.answer);
      built = true;
    }
    const parts = spec.args ? spec.args(...args) : defaultParts(spec, args);
    const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => seg(parts.params?.[name] ?? ''));
    const form = parts.body !== undefined && spec.encode ? spec.encode(parts.body as never) : undefined;
    const request = http.request(spec.method, path, {
      ...(schema ? { schema } : {}),
      ...(parts.query ? { searchParams: toQueryParams(parts.query) } : {}),
      ...(form ? { body: form } : parts.body !== undefined ? { json: parts.body } : {}),
      ...(spec.nullOn404 ? { nullOn404: true } : {}),
      ...(spec.requireToken ? { requireToken: true } : {}),
      ...(spec.answer.kind === 'text' ? { text: spec.answer.contentType } : {}),
    });
    return spec.pick ? request.then(spec.pick) : request;
  };
}

/** Builds the grouped client from the endpoint table. */
function deriveClient<T extends object>(http: Http, table: T): ClientOf<T> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [name, spec] of entriesOf(table)) {
    const [group, fn] = name.split('.') as [string, string];
    client[group] ??= {};
    client[group][fn] = callFor(http, spec);
  }
  return client as ClientOf<T>;
}

/**
 * Creates a Convive API client: one typed function per call of the contract's endpoint table
 * (`ENDPOINTS`), grouped as the table is. Every answer is parsed with the call's schema; failures
 * raise the errors of `./errors`.
 *
 * @example
 *   const client = createClient({ baseUrl: '/api', getToken: () => localStorage.getItem('authToken') });
 *   const page = await client.properties.all({ city: 'Madrid', max_price: 800 });
 */
export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  const client = { baseUrl: options.baseUrl, ...deriveClient(http, ENDPOINTS) };
  // For `bindEndpoint`: a call of a spec that is not in the table. A symbol key, out of the type and
  // of `Object.keys`; enumerable, so a wrapper made by spreading the client (`{...client}`) keeps it.
  const bind: ClientBinder = (spec) => callFor(http, spec);
  Object.defineProperty(client, CLIENT_BIND, { value: bind, enumerable: true });
  return client;
}
export type ConviveClient = ReturnType<typeof createClient>;
