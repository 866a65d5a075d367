import type { Browser } from '@playwright/test';
import { timeToRow, type StandingsRow } from './time-to-standings';

/** Cold visits of the app and, each right after one, a visit of the static page: the same minute's machine for both. */
export interface ColdVisits {
  app: number[];
  staticPage: number[];
}

/**
 * The warm measure (measureTimeToStandings) loads each page once unrecorded first, so the gateway holds
 * the page rendered and compressed before the clock starts. A fan arriving right after a result was
 * entered, or right after a deploy, gets neither: this is that first visit, `runs` times, each after its
 * own `event` (a write of one result, a gateway restart). The browser is cold too (a fresh context).
 * Each is followed by a visit of the static page at `staticUrl`: on a 2-core machine the load of the
 * moment (the gateway's own work after the event included) moves both, so the ratio is read between
 * visits made side by side, not against a baseline taken minutes earlier.
 */
export async function firstVisitsAfter(browser: Browser, url: string, staticUrl: string, row: StandingsRow, runs: number, event: () => Promise<void>): Promise<ColdVisits> {
  const visits: ColdVisits = { app: [], staticPage: [] };
  for (let i = 0; i < runs; i++) {
    await event();
    visits.app.push(await timeToRow(browser, url, row));
    visits.staticPage.push(await timeToRow(browser, staticUrl, row));
  }
  return visits;
}
