import type { Browser } from '@playwright/test';
import { recordFilmstrip } from './filmstrip';

export type FilmstripOutcome = { page: string; frames: number; unstyled: number } | { page: string; error: string };

/** A filmstrip of a cold navigation to each page, frames every `intervalMs`; a page that fails is reported and the others go on. */
export async function measureFilmstrips(
  browser: Browser,
  pages: ReadonlyArray<{ name: string; url: string }>,
  intervalMs = 100,
): Promise<FilmstripOutcome[]> {
  const outcomes: FilmstripOutcome[] = [];
  for (const page of pages) {
    try {
      const frames = await recordFilmstrip(browser, page.url, { intervalMs });
      if (frames.length === 0) throw new Error('the recorder returned no frame');
      outcomes.push({ page: page.name, frames: frames.length, unstyled: frames.filter((frame) => frame.verdict === 'unstyled').length });
    } catch (err) {
      outcomes.push({ page: page.name, error: err instanceof Error ? err.message.split('\n')[0]! : String(err) });
    }
  }
  return outcomes;
}
