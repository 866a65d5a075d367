import { useState, useSyncExternalStore } from 'react';

/** Whether the page is rendered in the browser: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * The clock for statuses derived from kick-off (live, result pending; issue 22), as the screen opened.
 * Undefined on the server and while the browser takes the server's HTML over, so both render the same
 * markup (no clock); the browser shows the clocked state right after.
 */
export function useClockAfterMount(): number | undefined {
  const [now] = useState(Date.now);
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return inBrowser ? now : undefined;
}
