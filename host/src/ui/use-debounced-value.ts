import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (a search box that does not call the server per keystroke). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
