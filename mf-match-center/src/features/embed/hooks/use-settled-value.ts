import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (its first value at once), so the live preview
 * reads a match when the reader has finished typing its id, not at every key.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
