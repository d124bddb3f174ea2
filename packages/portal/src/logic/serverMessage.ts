import { detailOf, firstFieldError, isApiError, nonFieldErrorOf } from '@convive/sdk';

/**
 * The server's own Spanish explanation of a refused change ("Solo se pueden modificar citas
 * pendientes.", which tells the user more than a generic text), when it gave one: a 4xx answer's
 * `detail`, `non_field_errors` or first field error. Null for anything else (no answer, a 5xx),
 * where the screen's generic text is right.
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return detailOf(error) ?? nonFieldErrorOf(error) ?? firstFieldError(error.data)?.message ?? null;
}
