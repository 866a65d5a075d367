import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (its first value at once): a search box or a live
 * preview reads once per pause in typing, not once per keystroke.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
