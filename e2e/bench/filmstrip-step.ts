import fs from 'node:fs';
import type { Browser } from '@playwright/test';

/**
 * The contract of e2e/bench/filmstrip.ts (issue 23, written alongside): screenshots of one cold
 * navigation every `intervalMs`, each frame judged styled or unstyled.
 */
export type RecordFilmstrip = (browser: Browser, url: string, options: { intervalMs: number }) => Promise<readonly unknown[]>;

export type FilmstripOutcome = { page: string; frames: number; unstyled: number } | { page: string; error: string };

const RECORDER = new URL('./filmstrip.ts', import.meta.url);

/**
 * recordFilmstrip from filmstrip.ts, or why the step cannot run. Loaded at run time, so that the bench
 * runs (and says the step was skipped) while that module is not in this tree yet; once it is, a static
 * import can replace this.
 */
export async function loadFilmstripRecorder(): Promise<RecordFilmstrip | string> {
  if (!fs.existsSync(RECORDER)) return 'e2e/bench/filmstrip.ts (recordFilmstrip) is not in this tree yet';
  const module = (await import(RECORDER.href)) as { recordFilmstrip?: unknown };
  if (typeof module.recordFilmstrip !== 'function') return 'e2e/bench/filmstrip.ts exports no recordFilmstrip function';
  return module.recordFilmstrip as RecordFilmstrip;
}

/** A frame's verdict, read from the fields the recorder may name it by; a frame with none is an error, not a pass. */
function isUnstyled(frame: unknown): boolean {
  const f = (frame ?? {}) as { styled?: unknown; unstyled?: unknown; verdict?: unknown };
  if (typeof f.styled === 'boolean') return !f.styled;
  if (typeof f.unstyled === 'boolean') return f.unstyled;
  if (f.verdict === 'styled' || f.verdict === 'unstyled') return f.verdict === 'unstyled';
  throw new Error(`a frame carries no styled/unstyled verdict: ${JSON.stringify(frame).slice(0, 120)}`);
}

/** A filmstrip of a cold navigation to each page, frames every `intervalMs`; a page that fails is reported and the others go on. */
export async function measureFilmstrips(
  record: RecordFilmstrip,
  browser: Browser,
  pages: ReadonlyArray<{ name: string; url: string }>,
  intervalMs = 100,
): Promise<FilmstripOutcome[]> {
  const outcomes: FilmstripOutcome[] = [];
  for (const page of pages) {
    try {
      const frames = await record(browser, page.url, { intervalMs });
      if (frames.length === 0) throw new Error('the recorder returned no frame');
      outcomes.push({ page: page.name, frames: frames.length, unstyled: frames.filter(isUnstyled).length });
    } catch (err) {
      outcomes.push({ page: page.name, error: err instanceof Error ? err.message.split('\n')[0]! : String(err) });
    }
  }
  return outcomes;
}
