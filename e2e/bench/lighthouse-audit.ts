import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { median } from './stats';

export type Preset = 'mobile' | 'desktop';
const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** A page Lighthouse audits: a public page type of the app, or the static baseline. */
export interface AuditedPage {
  name: string;
  url: string;
}

/** One page under one preset: the median of each figure over the runs that completed. */
export interface LighthouseFigures {
  /** Category scores 0–100 (null when Lighthouse could not score the category). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  domElements: number;
  /** Bytes of every response of the load, as transferred. */
  transferBytes: number;
  /** Bytes of JavaScript downloaded but never run during the load. */
  unusedJsBytes: number;
  /** The script with the most unused bytes in the first completed run, e.g. "start.js 54 % of 113 KB". */
  worstScript: string;
}

export interface LighthouseOutcome {
  page: string;
  preset: Preset;
  /** Runs that completed; the figures are their medians (null when none did). */
  completed: number;
  figures: LighthouseFigures | null;
  /** Why runs failed (Lighthouse's runtime error or a thrown error), one per failed run. */
  errors: string[];
}

// Screenshots cost time on a busy machine and feed no figure reported here.
const SKIPPED_AUDITS = ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'];

interface UnusedScript {
  url: string;
  totalBytes: number;
  wastedBytes: number;
}

function figuresOf(lhr: Result): Omit<LighthouseFigures, 'worstScript'> & { scripts: UnusedScript[] } {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number; items?: UnusedScript[] } | undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    domElements: value('dom-size'),
    transferBytes: value('total-byte-weight'),
    unusedJsBytes: unused?.overallSavingsBytes ?? 0,
    scripts: unused?.items ?? [],
  };
}

function worstScript(scripts: readonly UnusedScript[]): string {
  const worst = [...scripts].sort((a, b) => b.wastedBytes - a.wastedBytes)[0];
  if (!worst) return '–';
  const name = new URL(worst.url).pathname.split('/').pop() || worst.url;
  return `${name} ${Math.round((100 * worst.wastedBytes) / worst.totalBytes)} % of ${Math.round(worst.totalBytes / 1024)} KB`;
}

const medianOrNull = (values: Array<number | null>): number | null => {
  const scored = values.filter((v): v is number => v !== null);
  return scored.length === 0 ? null : median(scored);
};

/**
 * Lighthouse (its default mobile preset: a mid-range phone on slow 4G, simulated; and its desktop
 * preset) on each page, `runs` times, in the Chromium listening on `debuggingPort`. Lighthouse opens its
 * own tab and clears the origin's cache and storage first, so every run is a first visit. The pages take
 * turns run after run, so that load from other processes falls on all alike. A failed run is recorded and
 * the others go on.
 */
export async function auditPages(
  debuggingPort: number,
  pages: readonly AuditedPage[],
  runs: number,
  progress: (message: string) => void,
): Promise<LighthouseOutcome[]> {
  const collected = new Map<string, { lhrs: Result[]; errors: string[] }>();
  const keyOf = (page: AuditedPage, preset: Preset) => `${preset} ${page.name}`;
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const preset of PRESETS) {
        progress(`Lighthouse ${preset}, ${page.name} (run ${run} of ${runs})`);
        const entry = collected.get(keyOf(page, preset)) ?? { lhrs: [], errors: [] };
        collected.set(keyOf(page, preset), entry);
        try {
          const answer = await lighthouse(
            page.url,
            { port: debuggingPort, output: 'json', logLevel: 'error', skipAudits: SKIPPED_AUDITS },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!answer) throw new Error('Lighthouse returned no result');
          if (answer.lhr.runtimeError) throw new Error(`${answer.lhr.runtimeError.code}: ${answer.lhr.runtimeError.message}`);
          entry.lhrs.push(answer.lhr);
        } catch (err) {
          entry.errors.push(err instanceof Error ? err.message.split('\n')[0]! : String(err));
        }
      }
    }
  }
  return pages.flatMap((page) =>
    PRESETS.map((preset): LighthouseOutcome => {
      const { lhrs, errors } = collected.get(keyOf(page, preset))!;
      const all = lhrs.map(figuresOf);
      const figures: LighthouseFigures | null =
        all.length === 0
          ? null
          : {
              performance: medianOrNull(all.map((f) => f.performance)),
              accessibility: medianOrNull(all.map((f) => f.accessibility)),
              bestPractices: medianOrNull(all.map((f) => f.bestPractices)),
              seo: medianOrNull(all.map((f) => f.seo)),
              fcp: median(all.map((f) => f.fcp)),
              lcp: median(all.map((f) => f.lcp)),
              tbt: median(all.map((f) => f.tbt)),
              cls: median(all.map((f) => f.cls)),
              domElements: median(all.map((f) => f.domElements)),
              transferBytes: median(all.map((f) => f.transferBytes)),
              unusedJsBytes: median(all.map((f) => f.unusedJsBytes)),
              worstScript: worstScript(all[0]!.scripts),
            };
      return { page: page.name, preset, completed: lhrs.length, figures, errors };
    }),
  );
}
