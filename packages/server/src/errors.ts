import {
  API_MESSAGES,
  type ApiMessage,
  type ApiMessageCode,
  type ApiMessageParams,
  apiMessageText,
  DEFAULT_LANGUAGE,
  type FieldErrors,
  type FixedText,
  type Language,
  type MessageParams,
} from '@convive/sdk';

/**
 * A text of the API by code (the sdk's API_MESSAGES), worded in the caller's language as the answer
 * leaves (`wordBody`). Where one is turned into text without a language (a log, an Error's message),
 * it reads in Spanish.
 */
export class Say<C extends ApiMessageCode = ApiMessageCode> {
  constructor(
    readonly code: C,
    readonly params: ApiMessageParams<C>,
  ) {}
  in(language: Language): string {
    return apiMessageText(this as ApiMessage, language);
  }
  toString(): string {
    return this.in(DEFAULT_LANGUAGE);
  }
  toJSON(): string {
    return this.in(DEFAULT_LANGUAGE);
  }
}

/**
 * What an answer may say: a text by code, or one of the sdk's own texts (its rules and schemas),
 * which come as Spanish and are worded by the dictionary (i18n/translate.ts).
 */
export type Text = Say | string;

type Errors = {
  readonly [C in ApiMessageCode]: (typeof API_MESSAGES)[C] extends FixedText
    ? Say<C>
    : (params: ApiMessageParams<C>) => Say<C>;
};

/**
 * Every text the API answers with, by code: a fixed text is a value (`ERRORS.notFound`), a text with
 * parameters a function of them (`ERRORS.rateLimited({ seconds })`). Answers keep Django REST
 * Framework's shapes (DESIGN.md "Errors"): 400 `{field: ["msg"], non_field_errors: ["msg"]}`; others
 * `{detail: "msg"}`.
 */
export const ERRORS = Object.fromEntries(
  Object.entries(API_MESSAGES).map(([code, wordings]) => [
    code,
    typeof wordings.es === 'string'
      ? new Say(code as ApiMessageCode, {} as never)
      : (params: MessageParams) => new Say(code as ApiMessageCode, params as never),
  ]),
) as unknown as Errors;

/** An error with its HTTP status and DRF-shaped body; the error handler answers it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(
      typeof body.detail === 'string' || body.detail instanceof Say
        ? String(body.detail)
        : `HTTP ${statusCode}`,
    );
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (errors: FieldErrors | Record<string, Text[]>) => new HttpError(400, errors);
/** A 400 about one field. */
export const fieldError = (field: string, message: Text) => new HttpError(400, { [field]: [message] });
export const nonFieldError = (message: Text) => new HttpError(400, { non_field_errors: [message] });
export const detail = (status: number, message: Text) => new HttpError(status, { detail: message });
export const unauthorized = (message: Text = ERRORS.notAuthenticated) =>
  new HttpError(401, { detail: message }, { 'www-authenticate': 'Token' });
export const forbidden = (message: Text = ERRORS.forbidden) => detail(403, message);
export const notFound = (message: Text = ERRORS.notFound) => detail(404, message);
export const conflict = (message: Text) => detail(409, message);
