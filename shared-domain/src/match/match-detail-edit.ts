import type { GoalEvent, Lineups, MatchSide, TeamStatistics } from './entities';
import { MAX_GOAL_MINUTE, MIN_GOAL_MINUTE, isValidGoalMinute } from './goal-events';
import { createEmptyTeamStatistics, parseStatisticInput } from './match-statistics';

/** Texts of the match detail screen that the spec names but does not word (ours, spec §2, §5). */
export const MATCH_DETAIL_MESSAGES = {
  matchNotFound: 'Match Not Found',
  matchNoAccess: "The match you're looking for doesn't exist or you don't have access to it.",
  matchLoadFailed: 'Failed to load match data',
  goalMinuteRange: `Enter a goal minute from ${MIN_GOAL_MINUTE} to ${MAX_GOAL_MINUTE}.`,
  conflict: 'This match was changed elsewhere; the latest version is shown.',
  saveFailed: 'Could not save the match. Please try again.',
} as const;

/** Result of typing a goal minute. */
export type GoalMinuteChange = { ok: true; minute: number } | { ok: false; error: string };

/**
 * A typed goal minute (spec §5: 1..120). Anything else is refused with a message and nothing is saved.
 * @example goalMinuteChange('45') // { ok: true, minute: 45 }
 * @example goalMinuteChange('121') // { ok: false, error: 'Enter a goal minute from 1 to 120.' }
 */
export function goalMinuteChange(text: string): GoalMinuteChange {
  const trimmed = text.trim();
  const minute = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return isValidGoalMinute(minute) ? { ok: true, minute } : { ok: false, error: MATCH_DETAIL_MESSAGES.goalMinuteRange };
}

/**
 * The side whose players can be a goal's scorer: an own goal is scored by the other side (spec §3).
 * @example scorerSide({ team: 'home', type: 'own_goal' }) // 'away'
 */
export function scorerSide(goal: Pick<GoalEvent, 'team' | 'type'>): MatchSide {
  if (goal.type !== 'own_goal') return goal.team;
  return goal.team === 'home' ? 'away' : 'home';
}

/**
 * Goals in minute order for the timeline; equal minutes keep their recorded order.
 * @example goalsInMinuteOrder([{ minute: 70 }, { minute: 12 }]) // [{ minute: 12 }, { minute: 70 }]
 */
function goalsInMinuteOrder<G extends Pick<GoalEvent, 'minute'>>(goals: readonly G[]): G[] {
  return goals.map((goal, index) => ({ goal, index })).sort((a, b) => a.goal.minute - b.goal.minute || a.index - b.index).map((e) => e.goal);
}

/**
 * The statistics of both sides, as stored or the defaults (zero counts, 50% possession).
 * @example matchStatisticsOrDefault(undefined).away.possession // 50
 */
export function matchStatisticsOrDefault(statistics: { home?: Partial<TeamStatistics>; away?: Partial<TeamStatistics> } | undefined): {
  home: TeamStatistics;
  away: TeamStatistics;
} {
  return {
    home: { ...createEmptyTeamStatistics(), ...statistics?.home },
    away: { ...createEmptyTeamStatistics(), ...statistics?.away },
  };
}

/**
 * Both sides' statistics after one input changes: counts are at least 0 (spec §5); possession is a
 * percentage 0..100 and the other side gets the rest, so the two always sum to 100.
 * @example setStatistic(undefined, 'home', 'possession', '60').away.possession // 40
 * @example setStatistic(undefined, 'away', 'shots', '-2').away.shots // 0
 */
export function setStatistic(
  statistics: { home?: Partial<TeamStatistics>; away?: Partial<TeamStatistics> } | undefined,
  side: MatchSide,
  field: keyof TeamStatistics,
  text: string,
): { home: TeamStatistics; away: TeamStatistics } {
  const next = matchStatisticsOrDefault(statistics);
  const value = parseStatisticInput(text);
  if (field !== 'possession') {
    next[side] = { ...next[side], [field]: value };
    return next;
  }
  const possession = Math.min(100, value);
  const other: MatchSide = side === 'home' ? 'away' : 'home';
  next[side] = { ...next[side], possession };
  next[other] = { ...next[other], possession: 100 - possession };
  return next;
}

/** A player's place in one side's lineup. */
export type LineupRole = 'starting' | 'substitute' | 'none';

/**
 * Lineups after a player's role changes: a player is in at most one list of their side.
 * @example setLineupRole(undefined, 'home', 'p1', 'starting').home // { starting: ['p1'], substitutes: [] }
 */
export function setLineupRole(lineups: Partial<Lineups> | undefined, side: MatchSide, playerId: string, role: LineupRole): Lineups {
  const empty = () => ({ starting: [], substitutes: [] });
  const next: Lineups = {
    home: { ...empty(), ...lineups?.home },
    away: { ...empty(), ...lineups?.away },
  };
  const current = next[side];
  const starting = current.starting.filter((id) => id !== playerId);
  const substitutes = current.substitutes.filter((id) => id !== playerId);
  if (role === 'starting') starting.push(playerId);
  if (role === 'substitute') substitutes.push(playerId);
  next[side] = { starting, substitutes };
  return next;
}

/**
 * Lineups where each player is in at most one list of their side: a player in both (two edits merged,
 * one made them a starter, the other a substitute) stays a starter.
 * @example oneRolePerPlayer({ home: { starting: ['p1'], substitutes: ['p1', 'p2'] }, away: { starting: [], substitutes: [] } }).home.substitutes // ['p2']
 */
export function oneRolePerPlayer(lineups: Lineups): Lineups {
  const side = ({ starting, substitutes }: Lineups[MatchSide]) => ({ starting, substitutes: substitutes.filter((id) => !starting.includes(id)) });
  return { home: side(lineups.home), away: side(lineups.away) };
}

/**
 * The timeline of a match: goals in minute order, each with the score right after it (own goals
 * count for the side in their `team` field, like every goal).
 * @example goalTimeline([{ team: 'home', minute: 50 }, { team: 'away', minute: 5 }]).map((e) => `${e.homeGoals}-${e.awayGoals}`) // ['0-1', '1-1']
 */
export function goalTimeline<G extends Pick<GoalEvent, 'team' | 'minute'>>(goals: readonly G[]): { goal: G; homeGoals: number; awayGoals: number }[] {
  let homeGoals = 0;
  let awayGoals = 0;
  return goalsInMinuteOrder(goals).map((goal) => {
    if (goal.team === 'home') homeGoals++;
    else awayGoals++;
    return { goal, homeGoals, awayGoals };
  });
}
