import { scoreFromGoals, withPenaltiesRule, type Match, type MatchPatch } from 'shared-domain';

/**
 * The score that follows a match's goals (the Overview timeline's removal, an accepted offer in Goals &
 * Events): what the goals make, and for a knockout game the shoot-out rule (a stored shoot-out goes once
 * the score is not level). Applied to the match as it will be stored, so a merged save counts merged goals.
 */
export const scoreFollowingGoals =
  (knockout: boolean) =>
  (match: Match): MatchPatch => {
    const score = scoreFromGoals(match.goals ?? []);
    return knockout ? withPenaltiesRule(score, match) : score;
  };
