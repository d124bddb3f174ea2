import { type ConviveClient, fieldErrorOf, isApiError } from '@convive/sdk';

/**
 * The stay of a list search (docs/adr/0175-rental-periods.md): a move-in day, and a length in months
 * or a move-out day. The address keeps what the panel shows; the API gets only a whole stay.
 */
export interface StayFilters {
  move_in?: string | undefined;
  move_out?: string | undefined;
  months?: number | undefined;
}

/**
 * The filters as the API may take them: a length or a move-out without a move-in is left out (the
 * panel says why), the months win over a move-out (both come when the panel's GET without
 * JavaScript sends its select beside a kept move-out), and a move-out not after the move-in goes.
 */
export function stayForSearch<F extends StayFilters>(filters: F): F {
  const { move_in, move_out, months, ...rest } = filters;
  if (move_in === undefined) return rest as F;
  if (months !== undefined) return { ...rest, move_in, months } as F;
  if (move_out !== undefined && move_out > move_in) return { ...rest, move_in, move_out } as F;
  return { ...rest, move_in } as F;
}

/** `filters` with the keys of `stay` set, or removed where `stay` gives them as undefined. */
export function withStay<F extends StayFilters>(filters: F, stay: StayFilters): F {
  const next = { ...filters } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stay)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as F;
}

/** A stay as text, the same for the same stay: a refusal belongs to the stay it was given for. */
export function stayKeyOf(filters: StayFilters): string {
  return [filters.move_in ?? '', filters.move_out ?? '', filters.months ?? ''].join('|');
}

/** The server's reason for refusing a search's stay (a 400 on `move_in`, `move_out` or `months`), or null. */
export function stayRefusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return fieldErrorOf(error, 'move_in') ?? fieldErrorOf(error, 'move_out') ?? fieldErrorOf(error, 'months');
}

/** Hears each answer to a list search: the stay asked for and the refusal (null when it was answered). */
export type StayReport = (stay: string, refusal: string | null) => void;

/**
 * The client with its two list searches (`properties.all`, `rooms.list`) reported to `report`; every
 * other call is the client's own. The grids load their results themselves: this is how the page
 * learns that the server refused the stay, to say so by the filter.
 */
export function reportingClient(client: ConviveClient, report: StayReport): ConviveClient {
  const watch =
    <Q extends StayFilters, R>(call: (query: Q) => Promise<R>) =>
    async (query: Q): Promise<R> => {
      const stay = stayKeyOf(query);
      try {
        const answer = await call(query);
        report(stay, null);
        return answer;
      } catch (error) {
        report(stay, stayRefusalOf(error));
        throw error;
      }
    };
  const watched: Record<string, Record<string, unknown>> = {
    properties: { all: watch((query) => client.properties.all(query)) },
    rooms: { list: watch((query) => client.rooms.list(query)) },
  };
  // A proxy, not a copy: the portal's client is itself a proxy that loads the contract at its first call.
  const groupOf = (name: string, group: object) =>
    new Proxy(group, {
      get: (target, call) =>
        typeof call === 'string' && watched[name]?.[call] ? watched[name][call] : Reflect.get(target, call),
    });
  return new Proxy(client, {
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key);
      return typeof key === 'string' && key in watched && typeof value === 'object' && value !== null
        ? groupOf(key, value)
        : value;
    },
  });
}
