import { useEffect, useState } from 'react';

/**
 * The time the widget judges kick-off by, read again every minute so an open widget turns "Live" at
 * kick-off without waiting for a write; `fixed` (stories, tests) pins it instead.
 */
export function useMinuteClock(fixed: number | undefined): number {
  const [clock, setClock] = useState(Date.now);
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? clock;
}
