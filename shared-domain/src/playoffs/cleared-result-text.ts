import { knockoutScoreText } from '../match/penalties';
import type { ClearedResult } from './result-changes';

/**
 * One later result an edit is about to clear, as the confirmation names it: the round, the teams that
 * played it and its score (with the shoot-out of a level game). Admin and match centre word it alike.
 * @example clearedResultText({ matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'c', homeGoals: 2, awayGoals: 1 }, nameOf)
 * // 'Final: Arsenal vs Chelsea, 2–1'
 * @example clearedResultText({ matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'c', homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, nameOf)
 * // 'Final: Arsenal vs Chelsea, 1–1 (4–3 pens)'
 */
export function clearedResultText(result: ClearedResult, nameOf: (teamId: string) => string): string {
  const score = knockoutScoreText(result);
  return `${result.roundName}: ${nameOf(result.homeTeamId)} vs ${nameOf(result.awayTeamId)}${score ? `, ${score}` : ''}`;
}
