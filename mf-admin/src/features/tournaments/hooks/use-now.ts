import { useEffect, useState } from 'react';

/** How often a shown "live" / "finished" status is judged again. */
const TICK_MS = 60_000;

/**
 * The time to judge match dates by: the caller's fixed time (tests pin it), else the clock, read
 * once a minute so a match turns live on screen without reading the clock during render.
 */
export function useNow(fixed?: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
