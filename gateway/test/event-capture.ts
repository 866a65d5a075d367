import { pino } from 'pino';
import type { EventLog } from '../src/logging/event-log';

/** One structured event as the gateway wrote it. */
export interface CapturedEvent {
  event: string;
  [field: string]: unknown;
}

/** An event log that keeps what it is given, and the raw lines, so tests can read both. */
export function captureEvents(): { eventLog: EventLog; events: CapturedEvent[]; lines: string[] } {
  const events: CapturedEvent[] = [];
  const lines: string[] = [];
  const eventLog = pino(
    { level: 'info' },
    {
      write(line: string) {
        lines.push(line);
        events.push(JSON.parse(line) as CapturedEvent);
      },
    },
  );
  return { eventLog, events, lines };
}
