import type { CustomPlayoffConfig, CustomPlayoffMatch } from '../playoffs/entities';
import type { Match, MatchOwner } from '../match/entities';
import { isResolvedTeam, resolveCustomPlayoff, type ResolvedCustomGame } from './custom-playoff-advance';
import { gameResultParts } from './custom-playoff-removal';
import { holdsResult } from '../playoffs/result-changes';

/**
 * The match item a custom playoff game is played as (so scores, details and the Stats page work like
 * any match), with its resolved teams: only once both sides are real teams (not BYE, not unknown),
 * otherwise null. Its league-style `round` follows the last league round; `playoffRound` is the
 * 0-based round index and `playoffMatch` its place in the round.
 * @example customPlayoffMatchItem(game, 'a', 'b', owner, 3)
 * // { id: 'm1', tournamentId, organizerId, homeTeamId: 'a', awayTeamId: 'b', round: 4, isPlayoff: true, playoffRound: 0, playoffMatch: 0 }
 */
function customPlayoffMatchItem(match: CustomPlayoffMatch, game: ResolvedCustomGame, owner: MatchOwner, afterRound: number): Match | null {
  if (!isResolvedTeam(game.home) || !isResolvedTeam(game.away)) return null;
  const item: Match = {
    id: match.id,
    tournamentId: owner.tournamentId,
    organizerId: owner.organizerId,
    homeTeamId: game.home,
    awayTeamId: game.away,
    round: afterRound + game.roundNumber,
    isPlayoff: true,
    playoffRound: game.roundNumber - 1,
    playoffMatch: game.index,
  };
  if (match.dateISO) item.dateISO = match.dateISO;
  if (match.time) item.time = match.time;
  return item;
}

/** Fields of a match item that follow its custom playoff configuration. */
const SYNCED_FIELDS = ['homeTeamId', 'awayTeamId', 'dateISO', 'time', 'round', 'playoffRound', 'playoffMatch'] as const;
const TEAM_FIELDS: readonly string[] = ['homeTeamId', 'awayTeamId'];

/** Writes that bring the match items in line with a custom playoff configuration. */
export interface CustomPlayoffSyncPlan {
  create: Match[];
  /** Only the fields that differ; null clears a field. */
  update: { id: string; fields: Partial<Record<(typeof SYNCED_FIELDS)[number], string | number | null>> }[];
  remove: string[];
}

/**
 * What to write so every custom playoff game whose two sides resolve to teams (`resolveCustomPlayoff`:
 * picked teams, seeds of the final table, winners and losers of earlier games) has a match item that
 * agrees with it (teams, date, time, round numbers), and no playoff item is left for a game the
 * configuration no longer holds. A winner therefore reaches the next round by itself once its result is
 * stored. Scores and match details are never touched, and a result never moves to another pairing: an
 * item holding a result keeps its teams until that result is cleared (the editor asks first); an item
 * whose game is no longer playable (a side unknown again, or BYE) stays while it holds anything
 * recorded, and goes otherwise.
 * @example customPlayoffSyncPlan(config, matches, owner, 3) // { create: [...], update: [{ id, fields: { time: '18:00' } }], remove: ['m9'] }
 */
export function customPlayoffSyncPlan(
  config: CustomPlayoffConfig | undefined,
  matches: readonly Match[],
  owner: MatchOwner,
  afterRound: number,
  seeds: readonly string[] = [],
): CustomPlayoffSyncPlan {
  const existing = new Map(matches.filter((m) => m.isPlayoff).map((m) => [m.id, m]));
  const resolved = new Map(resolveCustomPlayoff(config, seeds, [...existing.values()]).map((g) => [g.matchId, g]));
  const plan: CustomPlayoffSyncPlan = { create: [], update: [], remove: [] };
  const wanted = new Set<string>();
  for (const round of config?.playoffRounds ?? []) {
    for (const custom of round.matches) {
      const game = resolved.get(custom.id);
      const item = game ? customPlayoffMatchItem(custom, game, owner, afterRound) : null;
      const stored = existing.get(custom.id);
      if (!item) {
        if (stored && gameResultParts(stored).length > 0) wanted.add(custom.id);
        continue;
      }
      wanted.add(item.id);
      if (!stored) {
        plan.create.push(item);
        continue;
      }
      const keepTeams = holdsResult(stored);
      const fields: CustomPlayoffSyncPlan['update'][number]['fields'] = {};
      for (const key of SYNCED_FIELDS) {
        if (keepTeams && TEAM_FIELDS.includes(key)) continue;
        if ((item[key] ?? null) !== (stored[key] ?? null)) fields[key] = item[key] ?? null;
      }
      if (Object.keys(fields).length > 0) plan.update.push({ id: item.id, fields });
    }
  }
  plan.remove = [...existing.keys()].filter((id) => !wanted.has(id));
  return plan;
}
