import type { CustomPlayoffConfig } from '../playoffs/entities';
import type { Match } from '../match/entities';
import { knockoutWinnerSide, type KnockoutResultLike } from '../match/penalties';
import { isLeagueComplete } from '../league/league-completion';
import { computeStandings, type MatchLike } from '../league/standings';
import type { TieBreakerPreset } from '../league/tie-breakers';
import { CUSTOM_BYE, parseCustomEntry } from './custom-playoff-sides';

/** A custom playoff game with its sides resolved from the table and the stored results. */
export interface ResolvedCustomGame {
  matchId: string;
  roundNumber: number;
  roundName: string;
  /** Its place in the round, from 0. */
  index: number;
  isElimination: boolean;
  /** A team id, `bye`, or null while not known (nothing chosen, the league not complete, an earlier game undecided). */
  home: string | null;
  away: string | null;
  /** Exactly one side is BYE: the other side goes on without a score, and the game is never played. */
  bye: boolean;
  /** Who goes on, once decided (the other side of a bye; else the result's winner). */
  winner: string | null;
  /** Who lost it, once decided (a bye has no loser). */
  loser: string | null;
}

/** What resolving needs from a stored game: its teams (the result counts only for them) and its result. */
export type CustomResultLike = Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'> & KnockoutResultLike;

/** A resolved side that is a real team (not BYE, not unknown). */
export const isResolvedTeam = (side: string | null): side is string => side !== null && side !== CUSTOM_BYE;

/**
 * The seeds "Seed N" stands for: the league table's order once every league game has a score (the
 * table is final then), none before.
 * @example customPlayoffSeeds(['a', 'b'], matches) // ['b', 'a'] when b won the only league game
 */
export function customPlayoffSeeds(teamIds: readonly string[], matches: readonly (MatchLike & { isPlayoff?: boolean })[], tieBreakers?: TieBreakerPreset): string[] {
  if (!isLeagueComplete(matches)) return [];
  return computeStandings(teamIds, matches.filter((m) => !m.isPlayoff), { tieBreakers }).map((row) => row.teamId);
}

/** The decided outcome of a game between two real teams: the stored result, if it was played by exactly these teams. */
function playedOutcome(home: string, away: string, stored: CustomResultLike | undefined): { winner: string; loser: string } | null {
  if (!stored || stored.homeTeamId !== home || stored.awayTeamId !== away) return null;
  const side = knockoutWinnerSide(stored);
  if (!side) return null;
  return side === 'home' ? { winner: home, loser: away } : { winner: away, loser: home };
}

/**
 * The custom playoff as it stands (issue 22 "brackets that run themselves"), every game in round order:
 * "Seed N" is the Nth team of `seeds`, "Winner of"/"Loser of" a game is who won/lost it (from the stored
 * results, resolved round by round, like the standard bracket's `winner-N`), BYE stays BYE. A game
 * against BYE is won by the other side without a score; a game between two teams is decided by its
 * stored result only when that result was played by these two teams (a result stored for another
 * pairing decides nothing); a level result decides an elimination game by its shoot-out and a plain
 * game not at all. An undecided game leaves every side that refers to it unknown. Pure.
 * @example resolveCustomPlayoff(config, ['a', 'b', 'c', 'd'], matches).at(-1)?.winner // the champion, once decided
 */
export function resolveCustomPlayoff(config: CustomPlayoffConfig | undefined, seeds: readonly string[], results: readonly CustomResultLike[]): ResolvedCustomGame[] {
  const stored = new Map(results.map((m) => [m.id, m]));
  const decided = new Map<string, { winner: string | null; loser: string | null }>();
  const resolve = (value: string): string | null => {
    const entry = parseCustomEntry(value);
    switch (entry.kind) {
      case 'team':
        return entry.teamId;
      case 'bye':
        return CUSTOM_BYE;
      case 'seed':
        return seeds[entry.n - 1] ?? null;
      case 'winner':
      case 'loser':
        return decided.get(entry.matchId)?.[entry.kind] ?? null;
      default:
        return null;
    }
  };
  const rounds = [...(config?.playoffRounds ?? [])].sort((a, b) => a.roundNumber - b.roundNumber);
  return rounds.flatMap((round) =>
    // Resolved against the earlier rounds only: a game never depends on one of its own round.
    round.matches
      .map((m, index) => ({ m, index, home: resolve(m.homeTeamId), away: resolve(m.awayTeamId) }))
      .map(({ m, index, home, away }): ResolvedCustomGame => {
        const bye = (home === CUSTOM_BYE) !== (away === CUSTOM_BYE);
        let outcome: { winner: string | null; loser: string | null } | null = null;
        if (bye) {
          const team = home === CUSTOM_BYE ? away : home;
          outcome = isResolvedTeam(team) ? { winner: team, loser: null } : null;
        } else if (isResolvedTeam(home) && isResolvedTeam(away)) {
          outcome = playedOutcome(home, away, stored.get(m.id));
        }
        if (outcome) decided.set(m.id, outcome);
        return {
          matchId: m.id,
          roundNumber: round.roundNumber,
          roundName: round.name,
          index,
          isElimination: m.isElimination,
          home,
          away,
          bye,
          winner: outcome?.winner ?? null,
          loser: outcome?.loser ?? null,
        };
      }),
  );
}
