import type { Browser } from '@playwright/test';

export interface StandingsTimes {
  app: number[];
  /** The static page served with the app page's browsing-context isolation headers (COOP and the like). */
  staticPage: number[];
  /** The same static page with no such header. */
  plainStaticPage: number[];
}

/** What the probe waits for: the row whose row header names `team` and whose last cell reads `points`. */
export interface StandingsRow {
  team: string;
  points: string;
}

/**
 * Records, inside the page, the moment (performance.now(), i.e. since navigation start) the standings row
 * is in the document. A MutationObserver registered before any page script sees both the parser's nodes
 * (the static page) and React's commit (the app), so both pages are timed by the same probe. It is sent as
 * source text: tsx's transform would wrap a named inner function in a helper the page does not have.
 */
function standingsProbe(row: StandingsRow): string {
  return `(() => {
  const wanted = ${JSON.stringify(row)};
  const observer = new MutationObserver(() => {
    for (const tr of document.querySelectorAll('tr')) {
      const header = tr.querySelector('th[scope="row"]');
      const last = tr.lastElementChild;
      if (header && header.textContent.includes(wanted.team) && last && last.textContent.trim() === wanted.points) {
        window.__standingsAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/** One cold load (a fresh context: empty cache, no storage) of `url`; ms from navigation start to the row. */
export async function timeToRow(browser: Browser, url: string, row: StandingsRow): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: standingsProbe(row) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction('window.__standingsAt', null, { timeout: 60_000, polling: 50 });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of each page, taking turns so that load from other processes on the machine falls on
 * all alike; one unrecorded load of each first (the gateway's and the server's warm-up).
 */
export async function measureTimeToStandings(browser: Browser, urls: Record<keyof StandingsTimes, string>, row: StandingsRow, runs: number): Promise<StandingsTimes> {
  const pages = Object.keys(urls) as Array<keyof StandingsTimes>;
  for (const page of pages) await timeToRow(browser, urls[page], row);
  const times: StandingsTimes = { app: [], staticPage: [], plainStaticPage: [] };
  for (let i = 0; i < runs; i++) {
    for (const page of pages) times[page].push(await timeToRow(browser, urls[page], row));
  }
  return times;
}
