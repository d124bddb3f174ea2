import type * as z from 'zod/mini';
import type { Detail, Page } from '../schemas/common';

/**
 * The shape of one entry of the endpoint table (`./endpoints`). An entry says everything the
 * client, the server, the OpenAPI document and the README need about one call; each of them
 * derives its part from the table instead of declaring the call again.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Schema = z.core.$ZodType;

/**
 * Who may call:
 * - `public`: anyone; a token changes nothing;
 * - `optional`: anyone; a token adds to the answer (own hidden records, "is favourite"…);
 * - `user`: any signed-in account (401 without a token);
 * - `tenant` / `landlord`: a signed-in account of that role (401 without a token, 403 otherwise).
 * The server enforces these before the handler runs. `owner: true` adds that the record the
 * path names must be the caller's own (403 otherwise): the handler checks that, as it needs the row.
 */
export type Access = 'public' | 'optional' | 'user' | 'tenant' | 'landlord';

/** Section of the reference each call is listed under. */
export type Tag =
  | 'Sistema'
  | 'Cuenta'
  | 'Usuarios'
  | 'Propiedades'
  | 'Habitaciones'
  | 'Favoritos'
  | 'Citas'
  | 'Solicitudes'
  | 'Contacto'
  | 'Notificaciones'
  | 'Anuncios'
  | 'Socios'
  | 'Búsquedas guardadas'
  | 'Ubicaciones'
  | 'Webhooks'
  | 'Feeds'
  | 'Mensajes'
  | 'Disponibilidad';

/** A schema with the name it has in the reference (an OpenAPI component, the README's answer column). */
export interface Named<S extends Schema = Schema> {
  readonly name: string;
  readonly schema: S;
}

/** What a successful call answers. */
export type Answer =
  /** `also`: a second success status with the same body (201 created, 200 already there). */
  | { readonly kind: 'one'; readonly status: 200 | 201 | 202; readonly also?: 200 | 201; readonly of: Named }
  | { readonly kind: 'many'; readonly status: 200 | 201; readonly of: Named }
  | { readonly kind: 'page'; readonly status: 200; readonly of: Named }
  /** 204 No Content. */
  | { readonly kind: 'none'; readonly status: 204 }
  /** `{detail}` (200), or 204 from servers that answer nothing (the spec allows both). */
  | { readonly kind: 'ack'; readonly status: 200 }
  /**
   * A document that is not JSON (an iCalendar file): the client hands back its text. `filename` is
   * what the server names it in `Content-Disposition` (documentation only).
   */
  | { readonly kind: 'text'; readonly status: 200; readonly contentType: string; readonly filename: string };

/** Error statuses a call documents beyond the automatic ones (400 with input, 401 signed-in, 404 with a path id). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What a client call sends: the path's ids, the query and the body. */
export interface Parts {
  params?: Readonly<Record<string, number | string>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** Multipart bodies, described by hand in the reference (their files have no zod schema). */
export type MultipartBody = 'ImagesUpload' | 'ProfileUpdateMultipart' | 'FeedUpload' | 'MessageAttachments';

export interface EndpointSpec {
  readonly method: Method;
  /** Relative to the API root (`/api`), with `{name}` for each path id: `/rooms/{id}/change-status/`. */
  readonly path: string;
  readonly access: Access;
  /**
   * The record the path names must be the caller's own, checked in the handler's load step:
   * `true` answers someone else's with 403; `'hidden'` with 404, not revealing that it exists.
   */
  readonly owner?: true | 'hidden';
  /**
   * Made by the `<convive-…>` elements on partner sites without a session (listings and rooms).
   * Every call answers other origins (without credentials); this marks the ones designed for embeds.
   */
  readonly partner?: boolean;
  readonly query?: Named;
  /** The JSON body, validated by the server before the handler runs. */
  readonly body?: Named;
  /** A multipart body the handler reads itself (images, profile pictures). */
  readonly multipart?: MultipartBody;
  readonly answer: Answer;
  readonly errors?: readonly ErrorStatus[];
  /**
   * `false` on a write whose success never changes what a public search answers (the properties
   * and rooms with their images, their owners' names and pictures, the listings): the server keeps
   * its search cache instead of invalidating it, else a sign-in or a partner page's impression would
   * empty it for every process. Unset, a successful write invalidates it: a write wrongly left
   * unset only costs cache misses, one wrongly marked serves searches from before it. Only on writes.
   */
  readonly changesSearch?: false;
  /**
   * The answer must never be stored by a browser or a proxy, even for a caller without a token
   * (answers to a signed-in caller never are): it carries a session token, or a state that must be
   * read live (health). The server sends it `Cache-Control: no-store`.
   */
  readonly noStore?: true;
  /** The spec sections that define the call ('01', '02'), or '—' for calls of our own. */
  readonly spec: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: Tag;
  /** A note for the README's answer column. */
  readonly note?: string;
  /** Client: answer `null` on 404 instead of raising (detail calls, spec 01 §7). */
  readonly nullOn404?: boolean;
  /** Client: raise NoTokenError before sending when there is no token (spec 01 §8, `me()`). */
  readonly requireToken?: boolean;
  /**
   * Client: the function's arguments → the request, for calls whose signature is not the default
   * `(…pathIds, bodyOrQuery)`. Its parameter names are listed in `signature` for the README.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each entry narrows it; the table keeps the literal type.
  readonly args?: (...args: any[]) => Parts;
  /** The README's argument list when `args` is given: 'id, status'. */
  readonly signature?: string;
  /** Client: a multipart body for this input, or undefined to send JSON. */
  readonly encode?: (body: never) => FormData | undefined;
  /** Client: the value to hand back, picked from the parsed answer. */
  // biome-ignore lint/suspicious/noExplicitAny: narrowed per entry.
  readonly pick?: (answer: any) => unknown;
}

/** Declares one call; keeps the literal types the client's signatures are derived from. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** Names a schema for the reference. */
export function named<S extends Schema>(name: string, schema: S): Named<S> {
  return { name, schema };
}

/**
 * The return type is written out: inferred from the spread, `also` would be declared
 * `also?: 200 | 201 | undefined`, which under a consumer's `exactOptionalPropertyTypes` is not an
 * `Answer`: each entry built with it stopped being an `EndpointSpec`, and its client call not callable.
 */
export const one = <S extends Schema>(
  of: Named<S>,
  status: 200 | 201 | 202 = 200,
  also?: 200 | 201,
): {
  readonly kind: 'one';
  readonly status: 200 | 201 | 202;
  readonly also?: 200 | 201;
  readonly of: Named<S>;
} => ({ kind: 'one', status, of, ...(also ? { also } : {}) }) as const;
export const many = <S extends Schema>(of: Named<S>, status: 200 | 201 = 200) =>
  ({ kind: 'many', status, of }) as const;
export const page = <S extends Schema>(of: Named<S>) => ({ kind: 'page', status: 200, of }) as const;
export const none = () => ({ kind: 'none', status: 204 }) as const;
export const ack = () => ({ kind: 'ack', status: 200 }) as const;
export const text = (contentType: string, filename: string) =>
  ({ kind: 'text', status: 200, contentType, filename }) as const;

// ---- Types the client derives from an entry ---------------------------------------------------

/** `'/a/{id}/b/{userId}/'` → `['id', 'userId']`. */
export type PathIds<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? [N, ...PathIds<Rest>]
  : [];
type IdArgs<T extends readonly unknown[]> = { [K in keyof T]: number };

type InputArgs<E extends EndpointSpec> =
  E['body'] extends Named<infer B>
    ? [data: z.input<B>]
    : E['query'] extends Named<infer Q>
      ? [filters?: z.output<Q>]
      : [];

/** The client function's parameters. */
export type CallArgs<E extends EndpointSpec> = E['args'] extends (...args: infer A) => Parts
  ? A
  : [...IdArgs<PathIds<E['path']>>, ...InputArgs<E>];

/** A schema's type on one side: what a client parses out (`output`) or a server sends in (`input`). */
type Side<S extends Schema, IO extends 'input' | 'output'> = IO extends 'input' ? z.input<S> : z.output<S>;

/**
 * An answer's type: what the client's parse gives (`output`, the default), or what a server
 * handler returns for it (`input`: the schema's input side; nothing to return for 204).
 */
export type AnswerOf<A extends Answer, IO extends 'input' | 'output' = 'output'> = A extends {
  kind: 'one';
  of: Named<infer S>;
}
  ? Side<S, IO>
  : A extends { kind: 'many'; of: Named<infer S> }
    ? Side<S, IO>[]
    : A extends { kind: 'page'; of: Named<infer S> }
      ? Page<Side<S, IO>>
      : A extends { kind: 'ack' }
        ? IO extends 'input'
          ? Detail
          : Detail | undefined
        : A extends { kind: 'text' }
          ? string
          : IO extends 'input'
            ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler returns nothing, typed `void` so `async () => {}` fits.
              void
            : undefined;

/** What the client function resolves to. */
export type CallResult<E extends EndpointSpec> = E['pick'] extends (answer: never) => infer R
  ? R
  : AnswerOf<E['answer']> | (E['nullOn404'] extends true ? null : never);

/** One function per entry, grouped as the table is. */
export type ClientOf<T> = {
  [K in keyof T]: T[K] extends EndpointSpec
    ? (...args: CallArgs<T[K]>) => Promise<CallResult<T[K]>>
    : ClientOf<T[K]>;
};

/** Walks a (grouped) table: `['rooms.changeStatus', entry]` for every entry. */
export function entriesOf(table: object, prefix = ''): [string, EndpointSpec][] {
  const out: [string, EndpointSpec][] = [];
  for (const [key, value] of Object.entries(table)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
      out.push([name, value as EndpointSpec]);
    } else if (value && typeof value === 'object') {
      out.push(...entriesOf(value, name));
    }
  }
  return out;
}

/** The names of a path's ids, in order. */
export function pathIds(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
