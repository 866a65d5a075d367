import { goalScoreMismatch, goalScoreMismatchText, type PublicMatchView } from 'shared-domain';
import { Alert } from 'shared-ui';

/**
 * Tells readers when the goals listed and the score disagree (issue 22), so neither is taken for the
 * result unasked; gone once the organizer makes them agree (the page follows the live view).
 */
export function PublicGoalScoreNotice({ view }: { view: PublicMatchView }) {
  const mismatch = goalScoreMismatch({ homeGoals: view.match.homeGoals, awayGoals: view.match.awayGoals, goals: view.goals });
  if (!mismatch) return null;
  return <Alert tone="warning">{goalScoreMismatchText(mismatch, view.match, view.home.name, view.away.name)}</Alert>;
}
