import type { CustomPlayoffConfig, CustomPlayoffMatch, CustomPlayoffRound } from './entities';
import { setCustomRoundQuantity } from './custom-playoff';
import { MATCH_EDIT_MESSAGES } from '../match/match-edit';

/** What an edit of a custom playoff match may change. */
export type CustomPlayoffMatchChange = Partial<Pick<CustomPlayoffMatch, 'homeTeamId' | 'awayTeamId' | 'dateISO' | 'time' | 'isElimination'>>;

/** Said when a chosen team already has a game in the round (issue 8 item 5). */
const alreadyInRound = (teamName: string): string => `${teamName} already plays in this round.`;

/**
 * Teams of a custom playoff match: each may still be unchosen (''), a chosen one must be a team of the
 * tournament, and the two must differ. Returns the message to show, or null.
 */
function validateCustomMatchTeams(homeTeamId: string, awayTeamId: string, teamIds: readonly string[]): string | null {
  for (const id of [homeTeamId, awayTeamId]) if (id !== '' && !teamIds.includes(id)) return MATCH_EDIT_MESSAGES.unknownTeam;
  return homeTeamId !== '' && homeTeamId === awayTeamId ? MATCH_EDIT_MESSAGES.sameTeam : null;
}

/**
 * Whether a change of one game of a custom round keeps the round valid: the game's teams are teams of
 * the tournament and differ, and a newly chosen team has no other game in that round (a team plays at
 * most once per round). Returns the message to show (nothing is to be saved then), or null.
 * @example validateCustomMatchChange(round, 'm2', { homeTeamId: 'a' }, teams) // 'Arsenal already plays in this round.' when m1 is Arsenal v Brentford
 * @example validateCustomMatchChange(round, 'm1', { awayTeamId: 'a' }, teams) // 'A team cannot play against itself. Choose a different team.' when m1's home team is Arsenal
 */
export function validateCustomMatchChange(
  round: Pick<CustomPlayoffRound, 'matches'>,
  matchId: string,
  change: CustomPlayoffMatchChange,
  teams: readonly { id: string; name: string }[],
): string | null {
  const match = round.matches.find((m) => m.id === matchId);
  if (!match) return null;
  const sameGame = validateCustomMatchTeams(change.homeTeamId ?? match.homeTeamId, change.awayTeamId ?? match.awayTeamId, teams.map((t) => t.id));
  if (sameGame) return sameGame;
  for (const teamId of [change.homeTeamId, change.awayTeamId]) {
    if (!teamId) continue;
    const elsewhere = round.matches.some((m) => m.id !== matchId && (m.homeTeamId === teamId || m.awayTeamId === teamId));
    if (elsewhere) return alreadyInRound(teams.find((t) => t.id === teamId)?.name ?? teamId);
  }
  return null;
}

/**
 * The configuration with one match of one round changed (pure). Unknown round or match: unchanged.
 * @example updateCustomPlayoffMatch(config, 1, 'm1', { homeTeamId: 'a' }).playoffRounds[0].matches[0].homeTeamId // 'a'
 */
export function updateCustomPlayoffMatch(config: CustomPlayoffConfig, roundNumber: number, matchId: string, change: CustomPlayoffMatchChange): CustomPlayoffConfig {
  return {
    ...config,
    playoffRounds: config.playoffRounds.map((round) =>
      round.roundNumber !== roundNumber ? round : { ...round, matches: round.matches.map((m) => (m.id === matchId ? withChange(m, change) : m)) },
    ),
  };
}

/** The match with the change applied: teams and the elimination flag when given; a date or time given as empty (or undefined) is cleared. */
function withChange(match: CustomPlayoffMatch, change: CustomPlayoffMatchChange): CustomPlayoffMatch {
  const next: CustomPlayoffMatch = { ...match };
  if (change.homeTeamId !== undefined) next.homeTeamId = change.homeTeamId;
  if (change.awayTeamId !== undefined) next.awayTeamId = change.awayTeamId;
  if (change.isElimination !== undefined) next.isElimination = change.isElimination;
  for (const key of ['dateISO', 'time'] as const) {
    if (!(key in change)) continue;
    const value = change[key];
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

/**
 * Changes a round's quantity of games (clamped 1..20; shrinking drops matches from the end, growing
 * adds empty non-elimination ones, spec §4) and reports which match ids were dropped.
 * @example resizeCustomPlayoffRound(config, 1, 1, nextId) // { config, removedMatchIds: ['m2', 'm3'] }
 */
export function resizeCustomPlayoffRound(
  config: CustomPlayoffConfig,
  roundNumber: number,
  quantity: string | number,
  nextId: () => string,
): { config: CustomPlayoffConfig; removedMatchIds: string[] } {
  let removedMatchIds: string[] = [];
  const playoffRounds = config.playoffRounds.map((round) => {
    if (round.roundNumber !== roundNumber) return round;
    const resized = setCustomRoundQuantity(round, quantity, nextId);
    const kept = new Set(resized.matches.map((m) => m.id));
    removedMatchIds = round.matches.filter((m) => !kept.has(m.id)).map((m) => m.id);
    return resized;
  });
  return { config: { ...config, playoffRounds }, removedMatchIds };
}

/**
 * Removes a round and numbers the remaining ones 1.. again; reports the match ids it held.
 * @example removeCustomPlayoffRound(config, 1) // { config: { ...rounds 2.. renumbered }, removedMatchIds: [...] }
 */
export function removeCustomPlayoffRound(config: CustomPlayoffConfig, roundNumber: number): { config: CustomPlayoffConfig; removedMatchIds: string[] } {
  const removed = config.playoffRounds.find((r) => r.roundNumber === roundNumber);
  const playoffRounds = config.playoffRounds
    .filter((r) => r.roundNumber !== roundNumber)
    .map((round, index) => ({ ...round, roundNumber: index + 1 }));
  return { config: { ...config, playoffRounds }, removedMatchIds: removed?.matches.map((m) => m.id) ?? [] };
}
