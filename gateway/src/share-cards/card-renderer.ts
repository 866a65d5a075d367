import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { ReactNode } from 'react';
import type { CardNode } from './card-layout';
import { SHARE_CARD_SIZE } from './share-card-paths';

/**
 * Inter (SIL Open Font License) from the @fontsource/inter package, never from the network: satori reads
 * woff (not woff2). One family name per script subset, listed in CARD_FONT_FAMILY's fallback order, so a
 * name in Polish, Russian, Greek or Vietnamese is drawn in the same face; regular and bold.
 */
const SUBSETS = [
  ['Inter', 'latin'],
  ['Inter-ext', 'latin-ext'],
  ['Inter-cyrillic', 'cyrillic'],
  ['Inter-greek', 'greek'],
  ['Inter-vietnamese', 'vietnamese'],
] as const;
const WEIGHTS = [400, 700] as const;

let fonts: Font[] | undefined;

function cardFonts(): Font[] {
  const require = createRequire(import.meta.url);
  fonts ??= SUBSETS.flatMap(([name, subset]) =>
    WEIGHTS.map((weight) => ({ name, weight, style: 'normal' as const, data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)) })),
  );
  return fonts;
}

/**
 * A card's PNG: satori lays the tree out into SVG (text drawn as paths in the shipped fonts), resvg
 * rasterises it at 1200×630. CPU work of tens of milliseconds: the gateway runs it in its render worker
 * (card-render-pool.ts), never on the thread that answers requests.
 */
export async function renderCardPng(tree: CardNode): Promise<Uint8Array> {
  // The tree has React elements' shape ({ type, props }), which is all satori reads of a ReactNode.
  const svg = await satori(tree as unknown as ReactNode, { ...SHARE_CARD_SIZE, fonts: cardFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
