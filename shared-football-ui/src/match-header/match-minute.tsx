import { useEffect, useState } from 'react';
import type { MatchClock } from 'shared-domain';
import { runningMinute } from 'shared-domain/match-clock';
import styles from './match-header.module.css';

/** The minute moves on by itself between live updates. */
const TICK_MS = 10_000;

/**
 * The running match minute from the touchline clock (issue 25): `67'`, `45+2'`, `HT`, `FT`; nothing before
 * kick-off. Starts from `now` (the server's render and the first browser render agree), then ticks.
 */
export function MatchMinute({ clock, now }: { clock: MatchClock | undefined; now: number }) {
  const [at, setAt] = useState(now);
  const running = clock?.kickOffAt !== undefined && clock.fullTimeAt === undefined;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setAt(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  const minute = runningMinute(clock, Math.max(at, now));
  if (minute === null) return null;
  return (
    <span className={styles.minute} aria-label="Match minute">
      {minute}
    </span>
  );
}
