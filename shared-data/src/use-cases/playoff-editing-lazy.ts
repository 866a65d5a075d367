/**
 * The playoff-editing use cases (custom-playoff.ts, reseed-playoffs.ts), imported on first use as one
 * chunk of their own: shared-data's entry is loaded whole by every page, the login page included (150
 * KB budget), and only the admin tournament page edits playoffs (with shared-domain/playoff-editing).
 */
const load = () => import(/* webpackChunkName: "playoff-editing" */ './playoff-editing-chunk');
type Chunk = Awaited<ReturnType<typeof load>>;
type UseCase = 'syncCustomPlayoff' | 'saveCustomPlayoff' | 'reseedPlayoffs' | 'finishPlayoffReseed';

/** A use case of the chunk, with its own signature, that loads the chunk on its first call. */
const lazy = <K extends UseCase>(name: K): Chunk[K] =>
  (async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args)) as unknown as Chunk[K];

export const syncCustomPlayoff = lazy('syncCustomPlayoff');
export const saveCustomPlayoff = lazy('saveCustomPlayoff');
export const reseedPlayoffs = lazy('reseedPlayoffs');
export const finishPlayoffReseed = lazy('finishPlayoffReseed');
