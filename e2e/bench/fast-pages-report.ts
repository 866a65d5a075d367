import type { ColdVisits } from './cold-standings';
import type { FilmstripOutcome } from './filmstrip-step';
import type { LighthouseFigures, LighthouseOutcome, Preset } from './lighthouse-audit';
import type { PageBudget } from './page-budget';
import type { BurstResult } from './restart-burst';
import { kb, markdownTable, median, ms, ratio } from './stats';

/** A step's result, or why it did not run (the bench goes on with the other steps). */
export type StepOutcome<T> = { value: T } | { skipped: string };

/** The figures issue 23's "Done when" is stated in. */
export interface FastPagesResults {
  /** The public page types (in order) and the static page Lighthouse compares them with. */
  pageTypes: readonly string[];
  staticPage: string;
  lighthouse: StepOutcome<LighthouseOutcome[]>;
  lighthouseRuns: number;
  /** Times to the standings row (ms): warm (the static page's and the app's), and cold visits each beside a static one. */
  standings: { staticPage: number[]; warm: number[]; afterWrite: StepOutcome<ColdVisits>; afterRestart: StepOutcome<ColdVisits> };
  burst: StepOutcome<BurstResult>;
  budget: StepOutcome<PageBudget>;
  filmstrips: StepOutcome<FilmstripOutcome[]>;
}

const KB = 1024;
const GOALS = {
  mobilePerformance: 95,
  otherCategories: 100,
  lcpVsStatic: 1.3,
  coldVsStatic: 2,
  burstP95: 1000,
  rawHtml: 200 * KB,
  transferredHtml: 60 * KB,
  domElements: 1500,
} as const;

type Verdict = boolean | null;
const verdictText = (v: Verdict) => (v === null ? 'not run' : v ? '**pass**' : '**fail**');
const all = (checks: Verdict[]): Verdict => (checks.length === 0 || checks.includes(null) ? null : checks.every(Boolean));

const score = (s: number | null) => (s === null ? '–' : String(s));
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

function lighthouseSection(r: FastPagesResults): { text: string; rows: string[][] } {
  if ('skipped' in r.lighthouse) {
    return { text: `Lighthouse: not run (${r.lighthouse.skipped}).`, rows: [['Lighthouse', `not run: ${r.lighthouse.skipped}`, '–', 'not run']] };
  }
  const outcomes = r.lighthouse.value;
  const of = (page: string, preset: Preset) => outcomes.find((o) => o.page === page && o.preset === preset)?.figures ?? null;
  const table = markdownTable(
    ['page', 'preset', 'perf.', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'LCP vs static', 'TBT', 'CLS', 'DOM elements', 'transferred', 'unused JS (worst script)', 'runs'],
    outcomes.map((o) => {
      const f = o.figures;
      const base = of(r.staticPage, o.preset);
      const runs = `${o.completed} of ${r.lighthouseRuns}${o.errors.length ? ` (${o.errors[0]})` : ''}`;
      if (!f) return [o.page, o.preset, ...Array<string>(12).fill('–'), runs];
      return [
        o.page,
        o.preset,
        score(f.performance),
        score(f.accessibility),
        score(f.bestPractices),
        score(f.seo),
        seconds(f.fcp),
        seconds(f.lcp),
        base && o.page !== r.staticPage ? ratio(f.lcp, base.lcp) : '–',
        `${Math.round(f.tbt).toLocaleString('en-US')} ms`,
        f.cls.toFixed(3),
        f.domElements.toLocaleString('en-US'),
        kb(f.transferBytes),
        `${kb(f.unusedJsBytes)} (${f.worstScript})`,
        runs,
      ];
    }),
  );
  // The verdicts: every public page type, the figure the issue names, under the preset it names.
  const perPage = (preset: Preset, figure: (f: LighthouseFigures) => number | null, goal: (v: number) => boolean, format: (v: number) => string = String) => {
    const values = r.pageTypes.map((page) => {
      const f = of(page, preset);
      return { page, value: f ? figure(f) : null };
    });
    return {
      measured: values.map((v) => `${v.page} ${v.value === null ? 'not measured' : format(v.value)}`).join(', '),
      verdict: all(values.map((v) => (v.value === null ? null : goal(v.value)))),
    };
  };
  const bothPresets = (name: string, figure: (f: LighthouseFigures) => number | null) =>
    (['mobile', 'desktop'] as const).map((preset) => {
      const p = perPage(preset, figure, (v) => v >= GOALS.otherCategories);
      return [`Lighthouse ${name}, ${preset}`, p.measured, String(GOALS.otherCategories), verdictText(p.verdict)];
    });
  const performance = perPage('mobile', (f) => f.performance, (v) => v >= GOALS.mobilePerformance);
  const lcp = (['mobile', 'desktop'] as const).map((preset) => {
    const base = of(r.staticPage, preset);
    const p = perPage(preset, (f) => (base ? f.lcp / base.lcp : null), (v) => v <= GOALS.lcpVsStatic, (v) => `${v.toFixed(2)}×`);
    return [`Lighthouse LCP vs the static page's, ${preset}`, p.measured, `≤ ${GOALS.lcpVsStatic}×`, verdictText(p.verdict)];
  });
  return {
    text: `Lighthouse 12.2.3 (median of ${r.lighthouseRuns} runs per page and preset; mobile = its default simulated slow-4G phone):\n\n${table}`,
    rows: [
      ['Lighthouse performance, mobile', performance.measured, `≥ ${GOALS.mobilePerformance}`, verdictText(performance.verdict)],
      ...bothPresets('accessibility', (f) => f.accessibility),
      ...bothPresets('best practices', (f) => f.bestPractices),
      ...bothPresets('SEO', (f) => f.seo),
      ...lcp,
    ],
  };
}

function standingsSection(r: FastPagesResults): { text: string; rows: string[][] } {
  const s = r.standings;
  const line = (label: string, times: number[], base: number[]) => [label, ms(median(times)), times.map(ms).join(', '), ratio(median(times), median(base))];
  const coldLines = (label: string, visits: StepOutcome<ColdVisits>) =>
    'skipped' in visits
      ? [[label, `not run: ${visits.skipped}`, '', '']]
      : [line(label, visits.value.app, visits.value.staticPage), line('static page, each visit right after one of those', visits.value.staticPage, visits.value.staticPage)];
  const table = markdownTable(
    ['visit', 'median', 'each run', 'vs static page'],
    [
      line('static page (baseline of the warm visits)', s.staticPage, s.staticPage),
      line('app, warm (page rendered before)', s.warm, s.staticPage),
      ...coldLines('app, first visit after a result was written', s.afterWrite),
      ...coldLines('app, first visit after a gateway restart', s.afterRestart),
    ],
  );
  const verdict = (label: string, visits: StepOutcome<ColdVisits>) => {
    if ('skipped' in visits) return [label, `not run: ${visits.skipped}`, `≤ ${GOALS.coldVsStatic}×`, 'not run'];
    const [app, base] = [median(visits.value.app), median(visits.value.staticPage)];
    return [label, `${ratio(app, base)} (${ms(app)} vs ${ms(base)}, the static page visited after each)`, `≤ ${GOALS.coldVsStatic}×`, verdictText(app / base <= GOALS.coldVsStatic)];
  };
  return {
    text: `Time until Manchester City's 89 points are in the page, from navigation start (fresh browser context each; each cold visit is followed by a visit of the static page, which it is compared with):\n\n${table}`,
    rows: [verdict('cold time to standings after a write, vs the static page', s.afterWrite), verdict('cold time to standings after a restart, vs the static page', s.afterRestart)],
  };
}

function burstSection(r: FastPagesResults): { text: string; rows: string[][] } {
  const label = 'restart burst: request p95 in the first 20 s';
  if ('skipped' in r.burst) return { text: `Restart burst: not run (${r.burst.skipped}).`, rows: [[label, `not run: ${r.burst.skipped}`, '≤ 1 s', 'not run']] };
  const b = r.burst.value;
  const text =
    `Restart burst: ${b.visitors} visitors asking for the tournament page's HTML from the moment the restarted gateway's port ` +
    `accepted (${ms(b.portAcceptedAfter)} after the new process was spawned) until ${b.windowSeconds} s after: ${b.requests} requests, ` +
    `p50 ${ms(b.p50)}, p95 ${ms(b.p95)}, max ${ms(b.max)} (first request of each visitor: p95 ${ms(b.firstP95)}, max ${ms(b.firstMax)}), ` +
    `${b.errors} failed${b.errorMessages.length ? ` (${b.errorMessages.join('; ')})` : ''}.`;
  return { text, rows: [[label, `${ms(b.p95)} (p50 ${ms(b.p50)}, max ${ms(b.max)}, ${b.errors} of ${b.requests} failed)`, '≤ 1 s', verdictText(b.p95 <= GOALS.burstP95)]] };
}

function budgetSection(r: FastPagesResults): { text: string; rows: string[][] } {
  if ('skipped' in r.budget) {
    return { text: `Page budgets: not run (${r.budget.skipped}).`, rows: [['Premier League page budgets', `not run: ${r.budget.skipped}`, '–', 'not run']] };
  }
  const b = r.budget.value;
  const rows = [
    ['Premier League page, HTML raw', kb(b.rawBytes), `≤ ${kb(GOALS.rawHtml)}`, verdictText(b.rawBytes <= GOALS.rawHtml)],
    [
      `Premier League page, HTML as transferred (${b.encoding}, headers included)`,
      `${kb(b.transferredBytes)} (body ${kb(b.compressedBodyBytes)}, headers ${kb(b.transferredBytes - b.compressedBodyBytes)})`,
      `≤ ${kb(GOALS.transferredHtml)}`,
      verdictText(b.transferredBytes <= GOALS.transferredHtml),
    ],
    [
      'Premier League page, DOM elements after hydration',
      `${b.domElements.toLocaleString('en-US')} (server HTML alone: ${b.serverDomElements.toLocaleString('en-US')})`,
      `≤ ${GOALS.domElements.toLocaleString('en-US')}`,
      verdictText(b.domElements <= GOALS.domElements),
    ],
  ];
  return { text: '', rows };
}

function filmstripSection(r: FastPagesResults): { text: string; rows: string[][] } {
  const label = 'unstyled frames in a cold navigation (every 100 ms)';
  if ('skipped' in r.filmstrips) return { text: `Filmstrips: not run (${r.filmstrips.skipped}).`, rows: [[label, `not run: ${r.filmstrips.skipped}`, '0', 'not run']] };
  const outcomes = r.filmstrips.value;
  const text = markdownTable(
    ['page', 'filmstrip'],
    outcomes.map((o) => [o.page, 'error' in o ? `failed: ${o.error}` : `unstyled frames: ${o.unstyled} of ${o.frames}`]),
  );
  const measured = outcomes.map((o) => `${o.page} ${'error' in o ? 'failed' : `${o.unstyled} of ${o.frames}`}`).join(', ');
  return { text: `Filmstrips of a cold navigation:\n\n${text}`, rows: [[label, measured, '0 on every page', verdictText(all(outcomes.map((o) => ('error' in o ? null : o.unstyled === 0))))]] };
}

/** Issue 23's measures and its "Done when" verdicts, as Markdown ready for the README's performance table. */
export function formatFastPagesReport(r: FastPagesResults): string {
  const sections = [lighthouseSection(r), standingsSection(r), budgetSection(r), burstSection(r), filmstripSection(r)];
  return [
    ...sections.flatMap((s) => (s.text ? [s.text, ''] : [])),
    'Against the goals of issue 23:',
    '',
    markdownTable(['check', 'measured', 'goal', 'verdict'], sections.flatMap((s) => s.rows)),
  ].join('\n');
}
