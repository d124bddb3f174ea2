import { LOCATION_QUERY_MAX, type LocationSuggestion } from '@convive/sdk';
import { useEffect, useRef, useState } from 'react';
import { useConvive } from '../core/context';

/** How long typing must pause before the suggestions are asked for. */
export const LOCATION_DEBOUNCE_MS = 150;
/** Fewer letters than this ask for nothing: one letter matches too much to help. */
export const LOCATION_MIN_CHARS = 2;

export type LocationSuggestionsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LocationSuggestionsState {
  status: LocationSuggestionsStatus;
  /** The suggestions for `query` (empty unless `status` is 'ready'). */
  suggestions: LocationSuggestion[];
  /** The text the suggestions answer. */
  query: string;
}

const IDLE: LocationSuggestionsState = { status: 'idle', suggestions: [], query: '' };

/**
 * The location suggestions for a text as it is typed: asked for 150 ms after the last keystroke,
 * from 2 letters, through the Convive client. Only the answer for the latest text is ever shown:
 * an answer for an older text that arrives late is dropped.
 */
export function useLocationSuggestions(text: string, options: { enabled?: boolean; limit?: number } = {}) {
  const { enabled = true, limit } = options;
  const { client } = useConvive();
  const [state, setState] = useState<LocationSuggestionsState>(IDLE);
  const latest = useRef(0);
  const q = text.trim().slice(0, LOCATION_QUERY_MAX);

  useEffect(() => {
    latest.current += 1;
    const call = latest.current;
    if (!enabled || q.length < LOCATION_MIN_CHARS) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      client.locations.search(q, limit).then(
        (suggestions) => {
          if (call === latest.current) setState({ status: 'ready', suggestions, query: q });
        },
        () => {
          if (call === latest.current) setState({ status: 'error', suggestions: [], query: q });
        },
      );
    }, LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [client, q, enabled, limit]);

  return state;
}
