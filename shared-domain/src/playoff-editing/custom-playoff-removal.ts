import type { CustomPlayoffConfig } from '../playoffs/entities';
import type { Match, TeamStatistics } from '../match/entities';
import { createEmptyTeamStatistics } from '../match/match-statistics';
import { isGoalSet } from '../match/scores';

/** What a stored game holds that deleting it would lose. */
type GameResultPart = 'score' | 'penalties' | 'goals' | 'statistics' | 'lineups' | 'content';

/** A game that a configuration change would delete together with its result (issue 8 item 3). */
export interface PlayedGameToDelete {
  matchId: string;
  roundName: string;
  /** The game's place in its round, from 1 (as the editor names it: "Semi-finals, game 2"). */
  gameNumber: number;
  homeTeamId: string;
  awayTeamId: string;
  /** The score when either goal is set (an unset side is null), with the shoot-out when one is recorded. */
  score: { home: number | null; away: number | null; homePenalties: number | null; awayPenalties: number | null } | null;
  holds: GameResultPart[];
}

const filled = (text: string | undefined): boolean => (text ?? '').trim() !== '';

/** Recorded statistics only count when some value differs from the untouched defaults (0s, 50% possession). */
function hasStatistics(statistics: { home?: Partial<TeamStatistics>; away?: Partial<TeamStatistics> } | undefined): boolean {
  const empty = createEmptyTeamStatistics();
  const keys = Object.keys(empty) as (keyof TeamStatistics)[];
  return [statistics?.home, statistics?.away].some((side) => keys.some((key) => side?.[key] !== undefined && side[key] !== empty[key]));
}

/**
 * What a stored game holds that would be lost with it: a score (either goal set), a shoot-out, goal
 * events, statistics other than the defaults, lineups with a player, or a preview, report or video.
 * @example gameResultParts({ ...item, homeGoals: 2, awayGoals: 1, goals: [goal] }) // ['score', 'goals']
 * @example gameResultParts({ ...item, homeGoals: null, lineups: { home: { starting: [], substitutes: [] }, ... } }) // []
 */
export function gameResultParts(game: Match): GameResultPart[] {
  const parts: GameResultPart[] = [];
  if (isGoalSet(game.homeGoals) || isGoalSet(game.awayGoals)) parts.push('score');
  if (isGoalSet(game.homePenalties) || isGoalSet(game.awayPenalties)) parts.push('penalties');
  if ((game.goals?.length ?? 0) > 0) parts.push('goals');
  if (hasStatistics(game.statistics)) parts.push('statistics');
  const sides = [game.lineups?.home, game.lineups?.away];
  if (sides.some((side) => (side?.starting.length ?? 0) + (side?.substitutes.length ?? 0) > 0)) parts.push('lineups');
  if (filled(game.preview) || filled(game.report) || filled(game.videoUrl)) parts.push('content');
  return parts;
}

/**
 * The games a change of a custom playoff configuration would delete together with something recorded
 * on them (so the editor asks first; games without results go silently). `config` is the configuration
 * before the change (it names the rounds and numbers the games); `removedMatchIds` is what the change
 * reports (resizeCustomPlayoffRound / removeCustomPlayoffRound); `matches` are the tournament's items.
 * Listed in round order, then game order; teams and score come from the stored item.
 * @example playedGamesToDelete(config, ['m2', 'm3'], matches)
 * // [{ matchId: 'm2', roundName: 'Semi-finals', gameNumber: 2, homeTeamId: 'a', awayTeamId: 'b', score: { home: 2, away: 1, ... }, holds: ['score'] }]
 */
export function playedGamesToDelete(config: CustomPlayoffConfig, removedMatchIds: readonly string[], matches: readonly Match[]): PlayedGameToDelete[] {
  const removed = new Set(removedMatchIds);
  const items = new Map(matches.map((m) => [m.id, m]));
  const played: PlayedGameToDelete[] = [];
  for (const round of config.playoffRounds) {
    round.matches.forEach((game, index) => {
      const item = removed.has(game.id) ? items.get(game.id) : undefined;
      const holds = item ? gameResultParts(item) : [];
      if (!item || holds.length === 0) return;
      const { homeGoals = null, awayGoals = null, homePenalties = null, awayPenalties = null } = item;
      const hasScore = holds.includes('score') || holds.includes('penalties');
      played.push({
        matchId: game.id,
        roundName: round.name,
        gameNumber: index + 1,
        homeTeamId: item.homeTeamId,
        awayTeamId: item.awayTeamId,
        score: hasScore ? { home: homeGoals, away: awayGoals, homePenalties, awayPenalties } : null,
        holds,
      });
    });
  }
  return played;
}

const PART_TEXT: Record<Exclude<GameResultPart, 'score' | 'penalties'>, string> = {
  goals: 'goal events',
  statistics: 'statistics',
  lineups: 'lineups',
  content: 'preview, report or video',
};

const goalText = (goals: number | null): string => (goals === null ? '?' : String(goals));

/**
 * One line of the "These games and their results will be deleted:" list: where the game is, who plays
 * and its score (with the shoot-out), or what else it holds when it has no score.
 * @example playedGameText({ roundName: 'Semi-finals', gameNumber: 2, score: { home: 2, away: 1, ... }, ... }, name) // 'Semi-finals, game 2: Alpha vs Beta (2–1)'
 * @example playedGameText({ ..., score: { home: 1, away: 1, homePenalties: 4, awayPenalties: 3 } }, name) // 'Final, game 1: Alpha vs Beta (1–1, 4–3 pens)'
 * @example playedGameText({ ..., score: null, holds: ['goals', 'lineups'] }, name) // 'Final, game 1: Alpha vs Beta (goal events, lineups)'
 */
export function playedGameText(game: PlayedGameToDelete, teamName: (teamId: string) => string): string {
  const where = `${game.roundName}, game ${game.gameNumber}: ${teamName(game.homeTeamId)} vs ${teamName(game.awayTeamId)}`;
  const { score } = game;
  if (!score) return `${where} (${game.holds.map((part) => PART_TEXT[part as keyof typeof PART_TEXT]).join(', ')})`;
  const goals = score.home === null && score.away === null ? 'no score' : `${goalText(score.home)}–${goalText(score.away)}`;
  const pens = score.homePenalties === null && score.awayPenalties === null ? '' : `, ${goalText(score.homePenalties)}–${goalText(score.awayPenalties)} pens`;
  return `${where} (${goals}${pens})`;
}
