import { useRef } from 'react';

/**
 * A ref that always holds the latest value: for effects a screen's machine receives once, at
 * creation, that must still see values that change later (the URL language after a switch).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
