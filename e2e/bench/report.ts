import type { LoadResult } from './concurrent-visitors';
import { summarizeDbRequests } from './db-counting-proxy';
import { formatFastPagesReport, type FastPagesResults } from './fast-pages-report';
import type { OverheadResult } from './gateway-overhead';
import type { DataCall, ViewOutcome, ViewResult } from './route-views';
import { kb, markdownTable, median, ms, ratio } from './stats';
import type { StandingsTimes } from './time-to-standings';

export interface BenchResults {
  machine: string;
  runs: number;
  standings: StandingsTimes;
  views: ViewOutcome[];
  overhead: OverheadResult;
  /** null when the tournament view failed, so there were no data calls to replay. */
  load: LoadResult | null;
  /** Issue 23: Lighthouse, cold visits, the restart burst, page budgets and filmstrips. */
  fastPages: FastPagesResults;
}

const measured = (v: ViewOutcome): v is ViewResult => !('error' in v);
/** `figure` of the view, or why it could not be measured. */
const ofView = (v: ViewOutcome | undefined, figure: (v: ViewResult) => string) =>
  v === undefined ? 'not measured' : measured(v) ? figure(v) : `failed: ${v.error}`;

function browserCalls(calls: readonly DataCall[]): string {
  const dynamodb = calls.filter((c) => c.kind === 'dynamodb');
  const counts = new Map<string, number>();
  for (const call of dynamodb) {
    const input = call.input as { TableName?: string; RequestItems?: Record<string, unknown> };
    const table = (input.TableName ?? Object.keys(input.RequestItems ?? {}).join('+')).replace(/^football-tournaments-/, '');
    const key = `${call.operation} ${table}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const gets = calls.filter((c) => c.kind === 'get').length;
  const parts = [...counts].map(([key, n]) => `${n} ${key}`);
  if (gets > 0) parts.push(`${gets} GET /api/public`);
  return parts.length === 0 ? 'none' : `${dynamodb.length + gets}: ${parts.join(', ')}`;
}

function viewTables(views: readonly ViewOutcome[]): string {
  const bytes = markdownTable(
    ['route', 'path', 'requests', 'JS files', 'JS transferred', 'JS encoding', 'JS compressed¹', 'total transferred'],
    views.map((v) =>
      measured(v)
        ? [v.name, `\`${v.path}\``, String(v.requests), String(v.jsFiles), kb(v.jsBytes), v.jsEncodings.join(', ') || '–', kb(v.jsCompressedBytes), kb(v.totalBytes)]
        : [v.name, `\`${v.path}\``, `failed: ${v.error}`, '', '', '', '', ''],
    ),
  );
  const note = '¹ as transferred for scripts served compressed; gzip (level 6) of the body for scripts served uncompressed.';
  const db = markdownTable(
    ['view', 'gateway → store requests', 'browser → gateway data calls'],
    views.map((v) => [v.name, ofView(v, (m) => `${m.db.length}: ${summarizeDbRequests(m.db)}`), ofView(v, (m) => browserCalls(m.dataCalls))]),
  );
  return `Bytes per route (one cold load each, as transferred, headers included):\n\n${bytes}\n\n${note}\n\nDatabase requests per view (between navigation and 1 s of quiet; ⚠ marks a Scan):\n\n${db}`;
}

export function overheadTable(o: OverheadResult): string {
  const row = (label: string, medians: Record<string, number>) => {
    const store = medians.store!;
    const organizer = medians['gateway (organizer)']!;
    const anonymous = medians['gateway (anonymous)']!;
    return [label, ms(store), ms(organizer), ratio(organizer, store), ms(anonymous), ratio(anonymous, store)];
  };
  return markdownTable(
    ['call (median of ' + o.samples + ')', 'straight to store', 'gateway, organizer', 'ratio', 'gateway, anonymous', 'ratio'],
    [row('GetItem tournament', o.getItem), row('Query 100 matches', o.query100)],
  );
}

const loadLine = (l: LoadResult) =>
  `${Math.round(l.requestsPerSecond)} requests/s, p95 ${ms(l.requestP95)} per request, p95 ${ms(l.visitP95)} per visit, ${l.errors} errors`;

/** The figures the issue's goals are stated in, as the README's performance table shows them. */
function goalTable(r: BenchResults): string {
  const view = (name: string) => r.views.find((v) => v.name === name);
  const app = median(r.standings.app);
  const staticPage = median(r.standings.staticPage);
  const plainStaticPage = median(r.standings.plainStaticPage);
  const js = (m: ViewResult) => `${kb(m.jsBytes)} (${m.jsEncodings.join(', ')}; ${kb(m.jsCompressedBytes)} compressed¹)`;
  const db = (m: ViewResult) => `${m.db.length} (${summarizeDbRequests(m.db)})`;
  const scans = r.views
    .filter(measured)
    .flatMap((v) => v.db.filter((d) => d.operation === 'Scan').map((d) => `${v.name} (${d.tables.join('+')}, ${d.limit === undefined ? 'whole table' : `one page of ${d.limit}`})`));
  const o = r.overhead;
  const through = (medians: Record<string, number>) =>
    `${ratio(medians['gateway (anonymous)']!, medians.store!)} anonymous, ${ratio(medians['gateway (organizer)']!, medians.store!)} organizer`;
  return markdownTable(
    ['metric', 'now', 'goal'],
    [
      [
        `time until Manchester City's 89 points show on a warmed server, vs a static HTML page of the table served with the same isolation headers (median of ${r.runs} cold loads)`,
        `${ratio(app, staticPage)} (${ms(app)} vs ${ms(staticPage)}); ${ratio(app, plainStaticPage)} vs the page without them (${ms(plainStaticPage)})`,
        '≤ 2×',
      ],
      ['JavaScript transferred for the public tournament page', ofView(view('tournament'), js), '≤ 250 KB compressed'],
      ['JavaScript transferred for the login page', ofView(view('login'), js), '≤ 150 KB compressed'],
      ['database requests for the public tournament page', ofView(view('tournament'), db), '≤ 3, or 1 cacheable document'],
      ['database requests for a public player page', ofView(view('player'), db), '≤ 2, no Scan'],
      ['Scans in public views', scans.length === 0 ? 'none' : scans.join(', '), 'none of a whole table'],
      ['GetItem through the gateway vs straight to the store', through(o.getItem), '≤ 1.5×'],
      ['100-item Query through the gateway vs straight to the store', through(o.query100), '≤ 1.5×'],
      ['100 concurrent anonymous visitors of the tournament page (its HTML and data calls)', r.load ? loadLine(r.load) : 'not run', '–'],
    ],
  );
}

export function formatReport(r: BenchResults): string {
  const app = median(r.standings.app);
  const staticPage = median(r.standings.staticPage);
  const plainStaticPage = median(r.standings.plainStaticPage);
  const l = r.load;
  const load = l
    ? `${l.visitors} concurrent anonymous visitors for ${l.seconds.toFixed(1)} s: ${l.visits} visits, ${l.requests} requests ` +
      `(${l.perVisit} per visit), ${Math.round(l.requestsPerSecond)} requests/s, request p50 ${ms(l.requestP50)} p95 ${ms(l.requestP95)}, ` +
      `visit p95 ${ms(l.visitP95)}, ${l.retries} SDK retries, ${l.errors} errors${l.errorMessages.length ? ` (${l.errorMessages.join('; ')})` : ''}; ` +
      `the load generator itself used ${l.generatorCpuSeconds.toFixed(1)} CPU s`
    : 'Concurrent visitors: not run (the tournament view failed, so there were no data calls to replay).';
  return [
    `Web benchmark of the public pages — ${r.machine}`,
    '',
    `Time until Manchester City's 89 points are in the page, from navigation start (${r.runs} cold loads each, fresh context):`,
    `  app ${ms(app)} median (${r.standings.app.map(ms).join(', ')})`,
    `  static page, the app's isolation headers (COOP…) ${ms(staticPage)} median (${r.standings.staticPage.map(ms).join(', ')})`,
    `  static page, no headers ${ms(plainStaticPage)} median (${r.standings.plainStaticPage.map(ms).join(', ')})`,
    `  ratio ${ratio(app, staticPage)} (${ratio(app, plainStaticPage)} against the page without headers)`,
    '',
    viewTables(r.views),
    '',
    'Gateway overhead (same SDK, keep-alive, no retries):',
    '',
    overheadTable(r.overhead),
    '',
    load,
    '',
    'Against the goals of issue 10:',
    '',
    goalTable(r),
    '',
    formatFastPagesReport(r.fastPages),
  ].join('\n');
}
