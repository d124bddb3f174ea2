import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `value` is given (the parent owns it and hears `onChange`),
 * else kept here starting from `defaultValue` — one helper so every widget behaves the same way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
