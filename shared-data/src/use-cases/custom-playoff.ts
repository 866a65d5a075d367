import { CLEARED_RESULT, lastLeagueRound, type CustomPlayoffConfig, type Match, type Tournament } from 'shared-domain';
import { customPlayoffSeeds, customPlayoffSyncPlan } from 'shared-domain/playoff-editing';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { NotFoundError } from '../storage/storage-errors';

/**
 * Brings a custom playoff's match items in line with its configuration (spec §4 "Custom playoff
 * editor"): creates the items of games whose two sides resolve to teams (picked, seeds of the final
 * table, winners and losers of earlier games), updates the fields that differ, removes items of games
 * the configuration no longer holds. Scores and details are never touched; a played game keeps its teams.
 * Idempotent: the plan is computed from what is stored, so a retry after a failure finishes the job.
 * Answers the tournament's matches as they are afterwards.
 */
export async function syncCustomPlayoff(tournament: Tournament, matches: readonly Match[]): Promise<Match[]> {
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  const seeds = customPlayoffSeeds(tournament.teamIds, matches, tournament.format.tieBreakers);
  const plan = customPlayoffSyncPlan(tournament.format.customPlayoffConfig, matches, owner, lastLeagueRound(matches), seeds);
  if (plan.create.length > 0) await matchesRepository.putMany(plan.create);
  const updated = new Map<string, Match>();
  for (const { id, fields } of plan.update) {
    try {
      updated.set(id, await matchesRepository.update(tournament.id, id, fields as Partial<Match>));
    } catch (error) {
      // Deleted meanwhile: nothing to update; the next sync creates it again if still configured.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  if (plan.remove.length > 0) await matchesRepository.removeMany(tournament.id, plan.remove);
  const removed = new Set(plan.remove);
  const kept = matches.filter((m) => !removed.has(m.id)).map((m) => updated.get(m.id) ?? m);
  return [...kept, ...plan.create.map((m) => ({ ...m, version: m.version ?? 1 }))];
}

/**
 * Saves a custom playoff configuration on the tournament (version-checked: ConflictError on a lost
 * race), then syncs its match items. Answers both as stored. `clear` are games whose results the
 * organizer agreed to clear because their pairing changes (shared-domain's `customResultsClearedBy`):
 * they are cleared first, so a failure never leaves a result standing on a pairing that did not play
 * it; a retry then needs no clearing any more.
 */
export async function saveCustomPlayoff(
  tournament: Tournament,
  matches: readonly Match[],
  config: CustomPlayoffConfig,
  clear: readonly string[] = [],
): Promise<{ tournament: Tournament; matches: Match[] }> {
  const cleared = new Map<string, Match>();
  for (const id of clear) cleared.set(id, await matchesRepository.update(tournament.id, id, CLEARED_RESULT));
  const saved = await tournamentsRepository.update(tournament, { format: { ...tournament.format, customPlayoffConfig: config } });
  return { tournament: saved, matches: await syncCustomPlayoff(saved, matches.map((m) => cleared.get(m.id) ?? m)) };
}
