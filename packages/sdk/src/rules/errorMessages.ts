/**
 * The extractors that turn a failed call (an ApiError, or anything else that was thrown) into the one
 * line a screen shows. They read a plain shape, an HTTP status with its JSON body, so the rules do not
 * depend on the client's error classes.
 */

/** A field error found in a DRF error body. */
export interface FieldError {
  field: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failed HTTP answer as the client throws it (its ApiError): an Error with a numeric status and a body. */
interface HttpFailure {
  status: number;
  data: unknown;
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    error instanceof Error && typeof (error as Partial<HttpFailure>).status === 'number' && 'data' in error
  );
}

/**
 * The JSON body behind an error: an ApiError's `data`, or a plain object (an already-parsed body)
 * as it is. Anything else (network errors, strings, other Errors) has no body.
 */
function bodyOf(error: unknown): Record<string, unknown> | null {
  if (isHttpFailure(error)) return isRecord(error.data) ? error.data : null;
  if (isRecord(error) && !(error instanceof Error)) return error;
  return null;
}

/** First non-blank text of a field value: the value itself when it is text, else the first text of a list. */
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    const first = value[0];
    return typeof first === 'string' && first.trim() !== '' ? first : null;
  }
  return null;
}

/** The first text of one field of an error's body (`{email: ['…']}` → '…'), or null. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  const body = bodyOf(error);
  return body ? firstText(body[field]) : null;
}

/** The server's `detail` text of an error (ApiError or a parsed body), or null. */
export function detailOf(error: unknown): string | null {
  return fieldErrorOf(error, 'detail');
}

/** The first `non_field_errors` entry of an error's body, or null. */
export function nonFieldErrorOf(error: unknown): string | null {
  return fieldErrorOf(error, 'non_field_errors');
}

/**
 * The first field error of a DRF error body, in the body's key order. `detail` and
 * `non_field_errors` are skipped; a value counts when it is text or a list whose first entry is text.
 */
export function firstFieldError(data: unknown): FieldError | null {
  if (!isRecord(data)) return null;
  for (const [field, value] of Object.entries(data)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    const message = firstText(value);
    if (message !== null) return { field, message };
  }
  return null;
}
