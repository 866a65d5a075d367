import type { Browser } from '@playwright/test';
import { timeToRow, type StandingsRow } from './time-to-standings';

/**
 * The warm measure (measureTimeToStandings) loads each page once unrecorded first, so the gateway holds
 * the page rendered and compressed before the clock starts. A fan arriving right after a result was
 * entered, or right after a deploy, gets neither: this is that first visit, `runs` times, each after its
 * own `event` (a write of one result, a gateway restart). The browser is cold too (a fresh context).
 */
export async function firstVisitsAfter(browser: Browser, url: string, row: StandingsRow, runs: number, event: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await event();
    times.push(await timeToRow(browser, url, row));
  }
  return times;
}
