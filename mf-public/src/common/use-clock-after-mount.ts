import { startTransition, useEffect, useState } from 'react';

/**
 * The clock for statuses derived from kick-off (live, result pending; issue 22), as the screen opened.
 * Undefined in the first render, on the server and while the browser hydrates the server's HTML, so both render
 * the same markup (no clock); set right after mount in a transition, which React renders in slices that yield to
 * the browser. (A store that only differs in the browser, useSyncExternalStore's way, made React re-render the
 * caller at once after hydrating: on a phone, the whole season page again in one task that blocked input.)
 */
export function useClockAfterMount(): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => startTransition(() => setNow(Date.now())), []);
  return now;
}
