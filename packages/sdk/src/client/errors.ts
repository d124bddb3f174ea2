/**
 * The closed set of errors the client raises (spec 01 §8). Every one extends ConviveError and
 * carries a `code`, so callers can switch on it or use the `is…` guards, which also work across
 * bundle copies of the sdk (they check `code`, not the prototype chain).
 */

export type ConviveErrorCode =
  | 'API_ERROR'
  | 'NETWORK_ERROR'
  | 'NOT_JSON'
  | 'PARSE_ERROR'
  | 'CONTRACT_ERROR'
  | 'NO_TOKEN';

export class ConviveError extends Error {
  readonly code: ConviveErrorCode;
  constructor(code: ConviveErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConviveError';
    this.code = code;
  }
}

/** The JSON body of a failed answer: DRF's `{detail}` or `{field: [messages]}` shapes, or anything else. */
export type ErrorBody = Record<string, unknown>;

/** A non-success HTTP status. Holds status, status text, the raw body text and its JSON fields. */
export class ApiError extends ConviveError {
  readonly status: number;
  readonly statusText: string;
  /** The answer's body as text, as received. */
  readonly rawMessage: string;
  /** The body's JSON fields, or `{}` when the body was not a JSON object. */
  readonly data: ErrorBody;
  constructor(init: { status: number; statusText: string; rawMessage: string; data: ErrorBody }) {
    super(
      'API_ERROR',
      `HTTP ${init.status}${init.statusText ? ` ${init.statusText}` : ''}: ${summarise(init)}`,
    );
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.rawMessage = init.rawMessage;
    this.data = init.data;
  }
}

function summarise(init: { rawMessage: string; data: ErrorBody }): string {
  if (typeof init.data.detail === 'string') return init.data.detail;
  return init.rawMessage.slice(0, 150);
}

/** The request never got an answer (server down, DNS, CORS, aborted). */
export class NetworkError extends ConviveError {
  constructor(cause: unknown) {
    super('NETWORK_ERROR', 'No se pudo conectar con el servidor.', { cause });
    this.name = 'NetworkError';
  }
}

/** A success answer that is not JSON: 'Respuesta no JSON' with its first 150 characters. */
export class NotJsonError extends ConviveError {
  readonly body: string;
  constructor(body: string) {
    super('NOT_JSON', `Respuesta no JSON: ${body.slice(0, 150)}`);
    this.name = 'NotJsonError';
    this.body = body.slice(0, 150);
  }
}

/** A success answer that says it is JSON but cannot be parsed: 'Error de parseo'. */
export class ParseError extends ConviveError {
  constructor(cause: unknown) {
    super('PARSE_ERROR', 'Error de parseo', { cause });
    this.name = 'ParseError';
  }
}

/** A success answer whose JSON does not match the contract's schema. */
export class ContractError extends ConviveError {
  readonly path: string;
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  constructor(path: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` (${first.path.map(String).join('.')})` : '';
    super('CONTRACT_ERROR', `Respuesta inesperada del servidor en ${path}${where}`);
    this.name = 'ContractError';
    this.path = path;
    this.issues = issues;
  }
}

/** A call that needs a session was made without a stored token: 'No hay token de autenticación'. */
export class NoTokenError extends ConviveError {
  constructor() {
    super('NO_TOKEN', 'No hay token de autenticación');
    this.name = 'NoTokenError';
  }
}

function hasCode(error: unknown, code: ConviveErrorCode): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export const isConviveError = (error: unknown): error is ConviveError =>
  error instanceof ConviveError ||
  (typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    error instanceof Error);
export const isApiError = (error: unknown): error is ApiError => hasCode(error, 'API_ERROR');
export const isNetworkError = (error: unknown): error is NetworkError => hasCode(error, 'NETWORK_ERROR');
export const isNotJsonError = (error: unknown): error is NotJsonError => hasCode(error, 'NOT_JSON');
export const isParseError = (error: unknown): error is ParseError => hasCode(error, 'PARSE_ERROR');
export const isContractError = (error: unknown): error is ContractError => hasCode(error, 'CONTRACT_ERROR');
export const isNoTokenError = (error: unknown): error is NoTokenError => hasCode(error, 'NO_TOKEN');

/** The status of an ApiError, else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
