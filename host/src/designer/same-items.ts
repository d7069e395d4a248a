import { useRef } from 'react';

/**
 * Two lists of the same items in the same order. zustand's `shallow` answers this too, but it
 * compares arrays by building a Map of each (their `entries()`), which a keystroke paid for
 * every list selector of the canvas: a page's section ids, each container's children.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** A selector returning a list, kept as the same array while its items stay the same (zustand's `useShallow`, for lists). */
export function useSameItems<S, T>(selector: (state: S) => readonly T[]): (state: S) => readonly T[] {
  const previous = useRef<readonly T[] | null>(null);
  return (state) => {
    const next = selector(state);
    if (previous.current && sameItems(previous.current, next)) return previous.current;
    return (previous.current = next);
  };
}
