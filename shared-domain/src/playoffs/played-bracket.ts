import type { Match } from '../match/entities';
import type { BracketRound } from './entities';
import { applyResultsToBracket, resolveBracket } from './playoff-bracket';

/** What showing a played bracket needs from a playoff match item (a reader may fetch only these). */
export const PLAYOFF_MATCH_FIELDS = [
  'id',
  'homeTeamId',
  'awayTeamId',
  'homeGoals',
  'awayGoals',
  'homePenalties',
  'awayPenalties',
  'dateISO',
  'time',
  'isPlayoff',
  'playoffRound',
  'playoffMatch',
  'stage',
] as const satisfies readonly (keyof Match)[];

export type PlayoffMatchLike = Pick<Match, (typeof PLAYOFF_MATCH_FIELDS)[number]>;

/** A usable playoff round index (a whole number ≥ 0); anything else counts as the first round. */
const playoffRoundOf = (m: Pick<Match, 'playoffRound'>): number => {
  const round = m.playoffRound;
  return typeof round === 'number' && Number.isInteger(round) && round >= 0 ? round : 0;
};

const byId = (a: Pick<Match, 'id'>, b: Pick<Match, 'id'>): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A bracket read back from match items, for tournaments whose stored bracket does not hold them. */
function bracketFromMatches(playoff: readonly PlayoffMatchLike[]): BracketRound[] {
  const rounds = new Map<number, PlayoffMatchLike[]>();
  for (const m of playoff) rounds.set(playoffRoundOf(m), [...(rounds.get(playoffRoundOf(m)) ?? []), m]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({
      round,
      matches: [...list]
        .sort((a, b) => (a.playoffMatch ?? 0) - (b.playoffMatch ?? 0) || byId(a, b))
        .map((m) => ({ matchId: m.id, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId })),
    }));
}

/**
 * The bracket the playoff matches are played in, as the admin and the public pages both show it (spec
 * §2, §4): the stored bracket when it holds every playoff match (so byes and winner-N numbering are
 * exact), otherwise one read back from the match items. `resolved` carries the scores and the winners
 * they decide, which fill in later rounds; `source` is the same bracket before that, with its
 * placeholders. No playoff match (a cup's knockout games are not): both empty.
 * @example playedBracket(tournament.playoffBracket, matches).resolved[1]?.matches[0]?.homeTeamId // the winner of match 1, once decided
 */
export function playedBracket(
  stored: readonly BracketRound[] | undefined | null,
  matches: readonly PlayoffMatchLike[],
): { source: readonly BracketRound[]; resolved: BracketRound[]; playoff: PlayoffMatchLike[] } {
  // A Groups + Knockout cup's knockout games (they have a stage) are not this bracket's: the cup numbers
  // its ties its own way, with legs and a third place, and writes the teams its results decide into them.
  const playoff = matches.filter((m) => m.isPlayoff && !m.stage);
  if (playoff.length === 0) return { source: [], resolved: [], playoff };
  const storedIds = new Set((stored ?? []).flatMap((r) => r.matches.map((m) => m.matchId)));
  const source = stored && stored.length > 0 && playoff.every((m) => storedIds.has(m.id)) ? stored : bracketFromMatches(playoff);
  return { source, resolved: resolveBracket(applyResultsToBracket(source, playoff), []), playoff };
}
