import type { QueryClient } from '@tanstack/react-query';
import { NotFoundError, loadCupUseCases, queries, updateMatchFields } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { planFixturesImport, type FixturesCsvRow } from 'shared-domain/csv';
import type { CsvImportOutcome, ImportProgress } from './csv-import-outcome';
import { matchesForImport } from './cup-import-sides';

/** What a fixtures import saved. */
export interface FixturesImportSummary {
  updatedMatches: number;
  /** Rows whose match already held what they say. */
  unchanged: number;
}

/** Match saves in flight at once: a 380-match season takes seconds instead of a minute. */
const PARALLEL_SAVES = 4;

/**
 * Runs `save` for every item, `width` at a time; after the first failure no new save starts, the ones
 * in flight finish, and the failure is thrown.
 */
async function saveAll<T>(items: readonly T[], width: number, save: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      await save(item).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/** After results were imported into a Groups + Knockout cup, its knockout games name the teams they decide. */
async function followCup(tournament: Pick<Tournament, 'id' | 'format'>, summary: FixturesImportSummary): Promise<void> {
  if (tournament.format.mode === 'groups_knockout' && summary.updatedMatches > 0) await (await loadCupUseCases()).syncCupKnockoutSides(tournament.id);
}

/**
 * Imports a fixtures file's valid rows (readFixturesCsv) into a league. The plan is made against the
 * tournament, its teams and its matches read afresh (the page's queries with nothing taken from the
 * cache), so rows whose match already holds their values are skipped: importing again, or resuming an
 * import that stopped, writes nothing twice. Each row's fields are saved like an organizer's edit of that
 * match (shared-data's updateMatchFields: one update of just those fields), so standings follow; a
 * Groups + Knockout cup's knockout games then name the teams the imported results decide.
 * `onProgress` hears the matches done of the matches to write.
 */
export async function importFixturesCsv(
  client: QueryClient,
  tournamentId: string,
  rows: readonly FixturesCsvRow[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<CsvImportOutcome<FixturesImportSummary>> {
  const fresh = { staleTime: 0 };
  const tournament = await client.fetchQuery({ ...queries.tournament(tournamentId), ...fresh });
  if (!tournament) throw new NotFoundError('tournaments', { id: tournamentId });
  const [teams, matches] = await Promise.all([
    client.fetchQuery({ ...queries.teamsByIds(tournament.teamIds), ...fresh }),
    client.fetchQuery({ ...queries.tournamentMatches(tournamentId), ...fresh }),
  ]);
  const plan = planFixturesImport(rows, { teams: [...teams.values()], matches: matchesForImport(tournament, matches) });
  if (plan.problems.length > 0) return { status: 'refused', problems: plan.problems };
  const summary: FixturesImportSummary = { updatedMatches: 0, unchanged: plan.unchanged };
  const progress: ImportProgress = { done: 0, total: plan.updates.length };
  onProgress?.({ ...progress });
  try {
    await saveAll(plan.updates, PARALLEL_SAVES, async (update) => {
      await updateMatchFields(tournamentId, update.matchId, update.fields);
      summary.updatedMatches += 1;
      progress.done += 1;
      onProgress?.({ ...progress });
    });
  } catch (error) {
    console.error('The fixtures import stopped', error);
    await followCup(tournament, summary);
    return { status: 'stopped', summary, progress, error };
  }
  await followCup(tournament, summary);
  return { status: 'done', summary };
}
