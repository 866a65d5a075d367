import { knockoutRoundName } from './knockout-edit';
import type { ResolvedKnockout, ResolvedTie } from './knockout-resolve';

/** One match of the knockout as the app stores and lists it. */
export interface KnockoutLeg {
  matchId: string;
  tieNumber: number;
  /** 0-based round; the third-place match has the final's round. */
  round: number;
  /** "Round of 16", "Final", "Third place"… */
  roundName: string;
  /** 1 or 2, of `legCount`. */
  leg: number;
  legCount: number;
  /** A team id once known, else the placeholder. */
  homeTeamId: string;
  awayTeamId: string;
  thirdPlace: boolean;
}

/**
 * Every knockout match with its sides: the first leg at the tie's home side, the second (two-legged ties)
 * at its away side; byes have none. In bracket order, the third-place match before the final. The app
 * creates and updates its match items from this (sides still placeholders until their groups or ties are
 * decided), so the match centre, calendar feeds and exports list the knockout like any match.
 * @example knockoutLegs(resolveGroupsKnockout(rules, bracket, matches, { tieBreakers: 'fifa' }))[0]
 * // { matchId: 'm1', tieNumber: 1, round: 0, roundName: 'Round of 16', leg: 1, legCount: 1, homeTeamId: 'Netherlands', awayTeamId: 'USA', thirdPlace: false }
 */
export function knockoutLegs(knockout: ResolvedKnockout): KnockoutLeg[] {
  const roundCount = knockout.rounds.length;
  const legsOf = (tie: ResolvedTie, thirdPlace: boolean): KnockoutLeg[] =>
    tie.matchIds.map((matchId, i) => ({
      matchId,
      tieNumber: tie.number,
      round: tie.round,
      roundName: knockoutRoundName(tie.round, roundCount, thirdPlace),
      leg: i + 1,
      legCount: tie.matchIds.length,
      homeTeamId: i === 0 ? tie.home : tie.away,
      awayTeamId: i === 0 ? tie.away : tie.home,
      thirdPlace,
    }));
  const beforeFinal = knockout.rounds.slice(0, -1).flat();
  const final = knockout.rounds.at(-1) ?? [];
  return [
    ...beforeFinal.flatMap((tie) => legsOf(tie, false)),
    ...(knockout.thirdPlace ? legsOf(knockout.thirdPlace, true) : []),
    ...final.flatMap((tie) => legsOf(tie, false)),
  ];
}
