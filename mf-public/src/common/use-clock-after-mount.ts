import { useEffect, useState } from 'react';

/**
 * The clock for statuses derived from kick-off (live, result pending; issue 22), read once after the
 * page is mounted: server-rendered pages hydrate with the same markup the server sent (no clock), then
 * show the clocked state.
 */
export function useClockAfterMount(): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => setNow(Date.now()), []);
  return now;
}
