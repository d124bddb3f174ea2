import ky, { type KyInstance } from 'ky';
import * as z from 'zod/mini';
import { type Page, pageSchema } from '../schemas/common';
import { PAGE_HEADER, PARTNER_KEY_HEADER, SESSION_ANONYMOUS, SESSION_HEADER } from '../schemas/constants';
import {
  ApiError,
  ContractError,
  type ErrorBody,
  NetworkError,
  NoTokenError,
  NotJsonError,
  ParseError,
} from './errors';

export interface ClientOptions {
  /**
   * Where the API lives, including its `/api` path: `'http://localhost:8080/api'`, or a path such
   * as `'/api'` resolved against the page. See `apiBaseUrlForHost` for the usual choice.
   */
  baseUrl: string;
  /**
   * Returns the signed-in user's token, or nothing when signed out. Called on every request, so a
   * login or logout takes effect at once without recreating the client.
   */
  getToken?: () => string | null | undefined;
  /**
   * The fetch to use. Injected rather than reached for, so tests, Storybook fixtures and server-side
   * rendering can answer calls without a network.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Milliseconds before a request is abandoned with a NetworkError.
   * @default 15000
   */
  timeout?: number;
  /**
   * Whether cookies go with requests. On the API's own origin they do (spec 01 §7: "include
   * credentials"). From another origin's page (a partner's site, a React app elsewhere) they must
   * not: browsers refuse a credentialed cross-origin answer unless the server allows credentials,
   * which the API deliberately never does. The token travels in the Authorization header either way.
   * @default 'include' when `baseUrl` is on the page's origin (or there is no page), else 'omit'
   */
  credentials?: 'include' | 'same-origin' | 'omit';
  /**
   * A partner key (`pk_…`): sent with every request, so the API narrows what it shows
   * to the key's scope and attributes the enquiries and visits made through it. In a browser the
   * page's address goes along, for the lead's source.
   */
  partnerKey?: string;
  /**
   * The language the user reads, sent as `Accept-Language` on every request so the API
   * answers its messages in it (and keeps it for the user's e-mails). A getter, called per request,
   * since the user can change it at any time. Unset, the browser's own header goes (Spanish answers
   * unless it names one of ours).
   */
  getLanguage?: () => string | null | undefined;
  /**
   * Called when the API refused the token a request carried (revoked by a logout here or on another
   * device, expired, unknown): its answer says `X-Convive-Session: anonymous` (`SESSION_HEADER`). A
   * public or optional call has then been answered as to a visitor, and a signed-in call with a 401.
   * Given the refused token, so a session that has signed in again since is not ended: forget the
   * token when it is still the one stored.
   */
  onSessionRefused?: (token: string) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  /** Schema the answer must match; omitted for calls that answer nothing useful (204). */
  schema?: z.core.$ZodType<T>;
  json?: unknown;
  body?: FormData;
  searchParams?: URLSearchParams;
  /** Answer `null` instead of raising on 404 (detail calls: spec 01 §7 "404 gives null"). */
  nullOn404?: boolean;
  /** Raise NoTokenError before sending when there is no token (spec 01 §8, `me()`). */
  requireToken?: boolean;
  /** The answer is a document of this media type ('text/calendar'), handed back as its text. */
  text?: string;
}

/** The transport every resource module shares: one ky instance, the error model, schema parsing. */
export interface Http {
  request<T>(method: Method, path: string, options?: RequestOptions<T>): Promise<T>;
  readonly baseUrl: string;
  readonly getToken: () => string | null | undefined;
}

const JSON_TYPE = /\bjson\b/i;

function toErrorBody(text: string): ErrorBody {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ErrorBody) : {};
  } catch {
    return {};
  }
}

export function createHttp(options: ClientOptions): Http {
  const getToken = options.getToken ?? (() => null);
  const prefixUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const api: KyInstance = ky.create({
    prefixUrl,
    credentials: options.credentials ?? defaultCredentials(options.baseUrl),
    // Retries belong to the caller (TanStack Query in the portal, with the spec's back-off).
    retry: 0,
    timeout: options.timeout ?? 15_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Token ${token}`);
          const language = options.getLanguage?.();
          if (language) request.headers.set('Accept-Language', language);
          if (options.partnerKey) {
            request.headers.set(PARTNER_KEY_HEADER, options.partnerKey);
            const page = (globalThis as { location?: { href?: string } }).location?.href;
            if (page) request.headers.set(PAGE_HEADER, page);
          }
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.headers.get(SESSION_HEADER) !== SESSION_ANONYMOUS) return;
          const token = /^Token (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
          if (token) options.onSessionRefused?.(token);
        },
      ],
    },
  });

  async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    if (opts.requireToken && !getToken()) throw new NoTokenError();
    const input = path.replace(/^\/+/, '');
    let response: Response;
    try {
      response = await api(input, {
        method,
        ...(opts.json !== undefined ? { json: opts.json } : {}),
        ...(opts.body ? { body: opts.body } : {}),
        ...(opts.text ? { headers: { Accept: opts.text } } : {}),
        ...(opts.searchParams && [...opts.searchParams.keys()].length > 0
          ? { searchParams: opts.searchParams }
          : {}),
      });
    } catch (error) {
      throw new NetworkError(error);
    }

    if (response.status === 404 && opts.nullOn404) {
      // Drain the body so the connection can be reused.
      await response.text().catch(() => '');
      return null as T;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NetworkError(error);
    }
    if (!response.ok) {
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        rawMessage: text,
        data: toErrorBody(text),
      });
    }
    // 204 No Content (DELETE, logout): success with an empty result.
    if (response.status === 204 || response.status === 205 || (text === '' && !opts.schema)) {
      return undefined as T;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (opts.text !== undefined) {
      if (contentType.split(';')[0]?.trim().toLowerCase() !== opts.text) {
        throw new ContractError(`${method} /${input}`, [
          { path: [], message: `expected ${opts.text}, got ${contentType || 'no content type'}` },
        ]);
      }
      return text as T;
    }
    if (!JSON_TYPE.test(contentType)) throw new NotJsonError(text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ParseError(error);
    }
    if (!opts.schema) return body as T;
    const parsed = z.safeParse(opts.schema, body);
    if (!parsed.success) throw new ContractError(`${method} /${input}`, parsed.error.issues);
    return parsed.data;
  }

  return { request, baseUrl: options.baseUrl, getToken };
}

/** 'include' for the API on the page's own origin (or outside a browser), 'omit' for another origin. */
export function defaultCredentials(baseUrl: string): 'include' | 'omit' {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  if (!page) return 'include';
  try {
    return new URL(baseUrl, page).origin === new URL(page).origin ? 'include' : 'omit';
  } catch {
    return 'include';
  }
}

/** A collection the spec says answers an array; accepts a page envelope too (DESIGN.md "Collections"). */
export function arrayOf<T extends z.core.$ZodType>(item: T) {
  const either = z.union([z.array(item), pageSchema(item)]);
  return z.pipe(
    either,
    z.transform((value: z.output<typeof either>): z.output<T>[] =>
      Array.isArray(value) ? value : value.results,
    ),
  );
}

/** A collection the spec says answers `results`; accepts a bare array too, as a single page. */
export function pageOf<T extends z.core.$ZodType>(item: T) {
  const either = z.union([pageSchema(item), z.array(item)]);
  return z.pipe(
    either,
    z.transform(
      (value: z.output<typeof either>): Page<z.output<T>> =>
        Array.isArray(value) ? { count: value.length, next: null, previous: null, results: value } : value,
    ),
  );
}

/** Encodes one path segment (an id), so a caller can never reach another path. */
export function seg(value: number | string): string {
  return encodeURIComponent(String(value));
}
