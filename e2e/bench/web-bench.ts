/**
 * `npm run bench:web`: the public pages in a real browser against a static HTML page of the same table
 * (issue 10). Seeds the 2022/23 Premier League through a throwaway gateway, then measures time to
 * standings, bytes per route, database requests per view, gateway overhead and 100 concurrent visitors.
 * Needs the built apps (`npm run build`) and Debian's Chromium; not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { serveHtml } from '../support/static-server';
import { startBenchEnvironment } from './bench-environment';
import { runConcurrentVisitors } from './concurrent-visitors';
import { measureGatewayOverhead } from './gateway-overhead';
import { readSeason } from '../support/premier-league-season';
import { seedPremierLeague } from './premier-league-seed';
import { formatReport } from './report';
import { publicRoutes, tryMeasureView, type ViewOutcome } from './route-views';
import { staticTablePage } from './static-table-page';
import { measureTimeToStandings } from './time-to-standings';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The e2e suite's flags (ARCHITECTURE §5): no sandbox, GPU, QUIC or background traffic to skew the figures.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const step = (message: string) => process.stderr.write(`bench:web: ${message}\n`);

/**
 * The headers of the app's page that decide how the browser houses it: Cross-Origin-Opener-Policy
 * same-origin (issue 12) puts the page in a browsing context group of its own, which costs Chromium a
 * fresh renderer process on a cold navigation (about 30 ms on this machine). A static page served under
 * the same policy pays the same, so the baseline gets them too (and the report shows the plain page's time).
 */
async function isolationHeadersOf(url: string): Promise<Record<string, string>> {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const name of ['cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster']) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, got "${process.env.BENCH_RUNS}"`);
  // Other work on the machine skews every figure: the load average at the start goes into the report.
  const loadAverage = os.loadavg()[0]!;
  step('starting dynalite, the counting proxy and two gateways');
  const env = await startBenchEnvironment();
  let browser: Browser | undefined;
  const staticSites: Array<Awaited<ReturnType<typeof serveHtml>>> = [];
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    step('seeding the 2022/23 Premier League (20 teams × 25 players, 380 results) through the gateway');
    const seeded = await seedPremierLeague(env.counted.url, readSeason());
    const routes = publicRoutes(seeded);
    const tournamentPath = routes[0]!.path;
    const appUrl = `${env.direct.url}${tournamentPath}`;
    const page = staticTablePage(readSeason());
    const isolated = await serveHtml(page, await isolationHeadersOf(appUrl));
    const plain = await serveHtml(page);
    staticSites.push(isolated, plain);

    step(`time to standings: ${runs} cold loads of the app and of the static page, with and without the app's isolation headers`);
    const standings = await measureTimeToStandings(
      browser,
      { app: appUrl, staticPage: isolated.url, plainStaticPage: plain.url },
      { team: 'Manchester City', points: '89' },
      runs,
    );

    const views: ViewOutcome[] = [];
    for (const route of routes) {
      step(`bytes and database requests: ${route.name}`);
      const outcome = await tryMeasureView(browser, env.counted.url, env.proxy, route);
      if ('error' in outcome) step(`${route.name} failed: ${outcome.error}`);
      views.push(outcome);
    }

    step('gateway overhead: GetItem and 100-item Query, straight and through the gateway');
    const overhead = await measureGatewayOverhead(env.storeUrl, env.direct.url, seeded.organizer, seeded.tournamentId);

    const tournamentView = views[0]!;
    step('100 concurrent anonymous visitors of the tournament page for 10 s');
    const load = 'error' in tournamentView ? null : await runConcurrentVisitors(env.direct.url, tournamentPath, tournamentView.dataCalls);

    const cpus = os.cpus();
    const machine =
      `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${os.type()} ${os.release()}, Node ${process.version}, ` +
      `Chromium ${browser.version()}, load average ${loadAverage.toFixed(1)} at the start, ${new Date().toISOString().slice(0, 10)}`;
    console.log(formatReport({ machine, runs, standings, views, overhead, load }));
  } finally {
    await browser?.close();
    for (const site of staticSites) await site.close();
    await env.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('bench:web failed:', err);
    process.exit(1);
  },
);
