import { parentPort } from 'node:worker_threads';
import type { CardNode } from './card-layout';
import { renderCardPng } from './card-renderer';

/** A job from the pool: a card's tree; answered with its PNG or the render's error, under the same id. */
export interface RenderJob {
  id: number;
  tree: CardNode;
}

export type RenderAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

// The pool sends one job at a time and waits for its answer (card-render-pool.ts).
parentPort?.on('message', (job: RenderJob) => {
  renderCardPng(job.tree).then(
    (png) => parentPort?.postMessage({ id: job.id, png } satisfies RenderAnswer),
    (err: unknown) => parentPort?.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies RenderAnswer),
  );
});
