import type { ReactNode } from 'react';
import { useClockAfterMount } from './use-clock-after-mount';

/**
 * Renders `children` with the clock for live and result-pending states (useClockAfterMount). The clock is read
 * here, not by the screen around it, so setting it after mount renders these rows again, not the whole page.
 * @example <WithClock>{(now) => <FixturesList matches={matches} now={now} />}</WithClock>
 */
export function WithClock({ children }: { children: (now: number | undefined) => ReactNode }) {
  return <>{children(useClockAfterMount())}</>;
}
