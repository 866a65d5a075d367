import { useEffect, useState } from 'react';

/** How often the clock is read again: the running minute (issue 25) turns over at most this late. */
const TICK_MS = 10_000;

/**
 * The time the widget judges kick-off and the running minute by, read again every few seconds so an open
 * widget turns "Live" at kick-off and counts the minute on without waiting for a write; `fixed` (stories,
 * tests) pins it instead.
 */
export function useMinuteClock(fixed: number | undefined): number {
  const [clock, setClock] = useState(Date.now);
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setClock(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? clock;
}
