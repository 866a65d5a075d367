import { goalScoreMismatch, goalScoreMismatchText, withPenaltiesRule } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import { scoreFollowingGoals } from '../../api/goal-score-follow';
import type { MatchDetailData } from '../../api/use-match-detail-query';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import { useResultGuard } from '../../hooks/use-result-guard';
import type { MatchSides } from '../match-sides';

/**
 * While the goal events and the score disagree (issue 22), says so above the tabs and offers to set the
 * score to what the goals make (a knockout score that changes who goes on asks first). It goes once they
 * agree: the score is corrected, or the goals are.
 */
export function GoalScoreNotice({ data, sides }: { data: MatchDetailData; sides: MatchSides }) {
  const { match, knockout } = data;
  const save = useMatchVersionedMutation(match.tournamentId, match.id, sides.name);
  const guard = useResultGuard(data);
  const mismatch = goalScoreMismatch(match);
  if (!mismatch) return guard.dialog;
  const update = async () => {
    const clear = await guard.confirmedClear(knockout ? withPenaltiesRule(mismatch, match) : mismatch, 'Nothing was saved; the score stays.');
    if (!clear) return;
    // The score follows the goals as stored when the save runs, so a goal added meanwhile counts too.
    save.mutate({ change: (current) => scoreFollowingGoals(knockout)(current), successText: 'Score updated to match the goals.', clear });
  };
  return (
    <Alert tone="warning">
      {goalScoreMismatchText(mismatch, match, sides.name('home'), sides.name('away'))}{' '}
      <Button size="sm" variant="secondary" onClick={() => void update()}>
        Update score to {mismatch.homeGoals}–{mismatch.awayGoals}
      </Button>
      {guard.dialog}
    </Alert>
  );
}
