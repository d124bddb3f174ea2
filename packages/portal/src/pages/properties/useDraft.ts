import { useEffect, useRef, useState } from 'react';

/** How long a slider or number box waits after the last change before the search runs. */
export const DRAFT_COMMIT_MS = 400;

/**
 * A control's own value while the user is still changing it (dragging a slider, typing a size),
 * committed after a pause so each step does not start a search. When the committed value changes
 * from outside (the URL, 'Limpiar filtros') and nothing is pending, the draft follows it.
 */
export function useDraft(
  committed: string,
  commit: (value: string) => void,
  delayMs = DRAFT_COMMIT_MS,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  if (seen !== committed) {
    setSeen(committed);
    if (timer.current === null) setDraft(committed);
  }

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const change = (value: string) => {
    setDraft(value);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      commitRef.current(value);
    }, delayMs);
  };
  return [draft, change];
}
