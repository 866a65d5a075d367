import { bench, describe } from 'vitest';
import { leagueDocument, matchDocument } from '../../test/share-card-samples';
import { cardContent } from './card-content';
import { cardTree } from './card-layout';
import { renderCardPng } from './card-renderer';

// One card, as the render worker makes it: satori's layout into SVG, then resvg's PNG. The first
// render (fonts parsed, satori's WebAssembly started) is paid once per worker, so warmup runs it.
const now = Date.parse('2024-06-01T12:00:00Z');
const standings = cardTree(cardContent({ kind: 'tournament', document: leagueDocument() }, now), new Map());
const score = cardTree(cardContent({ kind: 'match', document: matchDocument() }, now), new Map());

describe('share card render (satori + resvg, 1200×630 PNG)', () => {
  bench('tournament standings card', async () => {
    await renderCardPng(standings);
  }, { warmupIterations: 3, iterations: 20 });

  bench('match score card', async () => {
    await renderCardPng(score);
  }, { warmupIterations: 3, iterations: 20 });
});
