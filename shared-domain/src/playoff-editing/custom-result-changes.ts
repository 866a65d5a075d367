import type { BracketRound, CustomPlayoffConfig } from '../playoffs/entities';
import { applyMatchPatch, type MatchPatch } from '../match/match-patch';
import type { TieBreakerPreset } from '../league/tie-breakers';
import { customPlayoffSeeds, resolveCustomPlayoff } from './custom-playoff-advance';
import { clearedUntilStable, resultsClearedBy, type ClearedResult, type Participants, type ResultMatch } from '../playoffs/result-changes';

/** Each custom playoff game's resolved sides (unknown ones as '') and round name. */
function customParticipants(config: CustomPlayoffConfig | undefined, seeds: readonly string[], matches: readonly ResultMatch[]): Participants {
  const byId: Participants = new Map();
  for (const game of resolveCustomPlayoff(config, seeds, matches.filter((m) => m.isPlayoff))) {
    const home = game.home ?? '';
    const away = game.away ?? '';
    byId.set(game.matchId, { key: `${home}|${away}`, home, away, roundName: game.roundName });
  }
  return byId;
}

/** What resolving a custom playoff needs: its configuration (before an edit) and the seeds of the table. */
export interface CustomPlayoffState {
  config: CustomPlayoffConfig | undefined;
  seeds: readonly string[];
}

/**
 * The same rule for a custom playoff (issue 22): the results of later games whose sides ("Winner of",
 * "Loser of", seeds) an edit changes. The edit is a result edit of `change.matchId` (`fields`), or a
 * new configuration (`change.config`: a side picked anew, where the edited game itself is listed when
 * it holds a result, since its pairing changes).
 * @example customResultsClearedBy({ config, seeds }, matches, { matchId: 's1', fields: { homeGoals: 0, awayGoals: 2 } })
 * // [{ matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'c', homeGoals: 1, awayGoals: 0 }]
 */
export function customResultsClearedBy<M extends ResultMatch>(
  state: CustomPlayoffState,
  matches: readonly M[],
  change: { matchId: string; fields: MatchPatch } | { config: CustomPlayoffConfig },
): ClearedResult[] {
  const before = customParticipants(state.config, state.seeds, matches);
  if ('config' in change) return clearedUntilStable(before, matches, null, (list) => customParticipants(change.config, state.seeds, list));
  const edited = matches.map((m) => (m.id === change.matchId ? applyMatchPatch(m, change.fields) : m));
  return clearedUntilStable(before, edited, change.matchId, (list) => customParticipants(state.config, state.seeds, list));
}

/** What the format-wide rule reads from a tournament (structural: the competition concept builds on this one). */
interface KnockoutTournament {
  format: { mode: string; customPlayoffConfig?: CustomPlayoffConfig; tieBreakers?: TieBreakerPreset };
  playoffBracket?: readonly BracketRound[] | null;
  teamIds: readonly string[];
}

/**
 * The later results an edit of one knockout game would clear, for any format: the bracket rule of
 * league_playoff and swiss_elimination, the custom playoff's rule (seeds from the final table) for
 * league_custom_playoff. For screens that edit any playoff game (the match centre).
 * @example knockoutResultsClearedBy(tournament, matches, 's1', { homeGoals: 0, awayGoals: 2 }) // [{ matchId: 'f', … }]
 */
export function knockoutResultsClearedBy<M extends ResultMatch>(
  tournament: KnockoutTournament | null | undefined,
  matches: readonly M[],
  matchId: string,
  fields: MatchPatch,
): ClearedResult[] {
  if (tournament?.format.mode !== 'league_custom_playoff') return resultsClearedBy(tournament?.playoffBracket, matches, matchId, fields);
  const seeds = customPlayoffSeeds(tournament.teamIds, matches, tournament.format.tieBreakers);
  return customResultsClearedBy({ config: tournament.format.customPlayoffConfig, seeds }, matches, { matchId, fields });
}
