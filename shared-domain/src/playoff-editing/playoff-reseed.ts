import type { BracketRound } from '../playoffs/entities';
import type { Tournament } from '../competition/entities';
import { playoffZoneSize } from '../competition/tournament-form';
import type { Match, MatchOwner } from '../match/entities';
import { knockoutScoreText } from '../match/penalties';
import { canStartPlayoffs } from '../league/league-completion';
import type { TieBreakerPreset } from '../league/tie-breakers';
import { flattenPlayoffMatches, lastLeagueRound, startPlayoffs } from '../playoffs/playoff-matches';
import { isStartedPlayoffBracket } from '../playoffs/playoff-start';
import { playoffRoundName } from '../playoffs/playoff-round-names';
import { holdsResult } from '../playoffs/result-changes';

/** A bracket game whose pairing a re-seed changes. */
export interface ReseedChange {
  matchId: string;
  roundName: string;
  /** Team ids before and after (a bye has the same team on both sides). */
  before: { home: string; away: string };
  after: { home: string; away: string };
}

/** Why the playoffs cannot be re-seeded now. */
export type ReseedRefusal =
  | { reason: 'not-started' }
  | { reason: 'league-incomplete' }
  /** A knockout game holds a result: re-seeding would rewrite a game already played. */
  | { reason: 'played'; roundName: string; homeTeamId: string; awayTeamId: string; score: string | null };

/** What re-seeding changes: the new bracket (same game ids, so dates stay) and who leaves and enters. */
export interface ReseedPlan {
  bracket: BracketRound[];
  changes: ReseedChange[];
  /** Teams in the bracket now that the table no longer qualifies, and those it qualifies instead. */
  leaving: string[];
  entering: string[];
}

/** What re-seeding reads from the tournament and its matches. */
export interface ReseedInput extends MatchOwner {
  teamIds: readonly string[];
  qualifiers: number;
  tieBreakers?: TieBreakerPreset;
  storedBracket: readonly BracketRound[] | null | undefined;
  matches: readonly Match[];
  /** Ids for games the old bracket did not have (only when the bracket's shape changes). */
  nextId: () => string;
}

/**
 * The re-seed input of a tournament as stored: its teams, playoff zone, tie-breakers and started bracket.
 * @example planPlayoffReseed(tournamentReseedInput(tournament, matches, () => createId('match', Date.now(), Math.random)))
 */
export function tournamentReseedInput(tournament: Tournament, matches: readonly Match[], nextId: () => string): ReseedInput {
  return {
    tournamentId: tournament.id,
    organizerId: tournament.organizerId,
    teamIds: tournament.teamIds,
    qualifiers: playoffZoneSize(tournament.format),
    tieBreakers: tournament.format.tieBreakers,
    storedBracket: tournament.playoffBracket,
    matches,
    nextId,
  };
}

const gamesOf = (bracket: readonly BracketRound[]) => bracket.flatMap((round, index) => round.matches.map((m) => ({ m, roundName: playoffRoundName(index, bracket.length) })));
const teamsOf = (bracket: readonly BracketRound[]) => [...new Set((bracket[0]?.matches ?? []).flatMap((m) => [m.homeTeamId, m.awayTeamId]))];

/**
 * Re-seed the playoffs from the current table (issue 22), allowed while no knockout game holds a result
 * (a goal, a shoot-out or goal events) and the league is complete. The bracket is drawn again as at the
 * start (top N, best against worst), reusing the old bracket's game ids in order, so the same games are
 * rewritten and their dates and times stay. Lists the games whose pairing changes and the teams that
 * leave or enter; no change at all gives an empty `changes`. Pure.
 * @example planPlayoffReseed(input) // { ok: true, plan: { changes: [{ roundName: '1/2 Final', before: { home: 'a', away: 'd' }, after: { home: 'a', away: 'e' } }], leaving: ['d'], entering: ['e'] } }
 */
export function planPlayoffReseed(input: ReseedInput): { ok: true; plan: ReseedPlan } | { ok: false; refusal: ReseedRefusal } {
  const stored = input.storedBracket ?? [];
  if (!isStartedPlayoffBracket(stored)) return { ok: false, refusal: { reason: 'not-started' } };
  const roundNames = new Map(gamesOf(stored).map(({ m, roundName }) => [m.matchId, { m, roundName }]));
  const played = input.matches.find((m) => m.isPlayoff && holdsResult(m));
  if (played) {
    const game = roundNames.get(played.id);
    const refusal: ReseedRefusal = {
      reason: 'played',
      roundName: game?.roundName ?? 'Playoffs',
      homeTeamId: played.homeTeamId,
      awayTeamId: played.awayTeamId,
      score: knockoutScoreText(played),
    };
    return { ok: false, refusal };
  }
  const league = input.matches.filter((m) => !m.isPlayoff);
  if (!canStartPlayoffs(league)) return { ok: false, refusal: { reason: 'league-incomplete' } };
  const ids = gamesOf(stored).map(({ m }) => m.matchId);
  const started = startPlayoffs({ ...input, matches: league, nextId: () => ids.shift() ?? input.nextId() });
  if (!started) return { ok: false, refusal: { reason: 'league-incomplete' } };
  const changes = gamesOf(started.bracket).flatMap(({ m, roundName }): ReseedChange[] => {
    const was = roundNames.get(m.matchId)?.m;
    if (was && was.homeTeamId === m.homeTeamId && was.awayTeamId === m.awayTeamId) return [];
    return [{ matchId: m.matchId, roundName, before: { home: was?.homeTeamId ?? '', away: was?.awayTeamId ?? '' }, after: { home: m.homeTeamId, away: m.awayTeamId } }];
  });
  const before = teamsOf(stored);
  const after = teamsOf(started.bracket);
  return {
    ok: true,
    plan: { bracket: started.bracket, changes, leaving: before.filter((t) => !after.includes(t)), entering: after.filter((t) => !before.includes(t)) },
  };
}

/** Fields of an unplayed fixture that belong to its slot, not its teams: kept when its teams change. */
const SLOT_FIELDS = ['dateISO', 'time', 'venue', 'referee'] as const;

/**
 * The writes that make the playoff match items follow a (re-seeded) stored bracket: each game whose
 * stored teams differ is written afresh with the bracket's teams (keeping its date, time, venue and
 * referee; its version moves on), games the bracket no longer has are removed. A game holding a result
 * is never rewritten (nothing recorded is lost). Computed from what is stored, so running it again after
 * an interruption finishes the job and then finds nothing to do.
 * @example playoffReseedWrites(bracket, matches, owner) // { put: [semi 2 with its new away team], remove: [] }
 */
export function playoffReseedWrites(bracket: readonly BracketRound[], matches: readonly Match[], owner: MatchOwner): { put: Match[]; remove: string[] } {
  const stored = new Map(matches.filter((m) => m.isPlayoff).map((m) => [m.id, m]));
  const wanted = flattenPlayoffMatches(bracket, owner, lastLeagueRound(matches));
  const put = wanted.flatMap((item): Match[] => {
    const was = stored.get(item.id);
    if (!was) return [item];
    if ((was.homeTeamId === item.homeTeamId && was.awayTeamId === item.awayTeamId) || holdsResult(was)) return [];
    const next: Match = { ...item, version: (was.version ?? 1) + 1 };
    for (const key of SLOT_FIELDS) if (was[key] !== undefined) next[key] = was[key];
    return [next];
  });
  const ids = new Set(wanted.map((m) => m.id));
  const remove = [...stored.values()].filter((m) => !ids.has(m.id) && !holdsResult(m)).map((m) => m.id);
  return { put, remove };
}

/**
 * Why re-seeding is refused, as the playoff section says it.
 * @example reseedRefusalText({ reason: 'played', roundName: '1/2 Final', homeTeamId: 'a', awayTeamId: 'd', score: '2–1' }, name)
 * // 'The playoffs can no longer be re-seeded: 1/2 Final Arsenal vs Derby has a result (2–1).'
 */
export function reseedRefusalText(refusal: ReseedRefusal, nameOf: (teamId: string) => string): string {
  switch (refusal.reason) {
    case 'not-started':
      return 'The playoffs have not started: there is nothing to re-seed.';
    case 'league-incomplete':
      return 'The playoffs can be re-seeded once every league match has a score.';
    case 'played': {
      const score = refusal.score ? ` (${refusal.score})` : '';
      return `The playoffs can no longer be re-seeded: ${refusal.roundName} ${nameOf(refusal.homeTeamId)} vs ${nameOf(refusal.awayTeamId)} has a result${score}.`;
    }
  }
}

/**
 * One line per changed game of the re-seed confirmation: "1/2 Final: Arsenal vs Derby becomes Arsenal vs Everton".
 * @example reseedChangeText(change, name) // '1/2 Final: Arsenal vs Derby becomes Arsenal vs Everton'
 */
export function reseedChangeText(change: ReseedChange, nameOf: (teamId: string) => string): string {
  const pairing = ({ home, away }: { home: string; away: string }) => (home === away ? `${nameOf(home)} (bye)` : `${nameOf(home)} vs ${nameOf(away)}`);
  return `${change.roundName}: ${pairing(change.before)} becomes ${pairing(change.after)}`;
}
