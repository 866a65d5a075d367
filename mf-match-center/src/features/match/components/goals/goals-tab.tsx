import { scoreOfferAfterGoalChange, withPenaltiesRule, type GoalEvent, type MatchSide } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import type { MatchDetailData } from '../../api/use-match-detail-query';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import { useRecordGoalMutation } from '../../api/use-record-goal-mutation';
import { useRemoveGoalMutation } from '../../api/use-remove-goal-mutation';
import { useResultGuard } from '../../hooks/use-result-guard';
import { MutedText } from '../../../../common/muted-text';
import type { MatchSides } from '../match-sides';
import { GoalRow, type GoalChange } from './goal-row';
import { useScoreOffer } from './score-offer-dialog';
import styles from './goals-tab.module.css';

/** Whether the score follows the goal edit, and the later results that clears; null: nothing is saved. */
type ScoreDecision = { followScore: boolean; clear: string[] } | null;

/**
 * Goals & Events (spec §3, §4, §5): add a goal for either side (empty player, minute 0, type goal,
 * goalNumber = that side's count + 1), edit its scorer (an own goal's comes from the other side),
 * minute (1..120; anything else is refused and not saved), type and assist, or delete it. Adding or
 * deleting a goal that leaves goals and score disagreeing offers to update the score with it (issue 22);
 * declined, the score stays. Every change is saved with a version check and merged with edits made elsewhere.
 */
export function GoalsTab({ data, sides }: { data: MatchDetailData; sides: MatchSides }) {
  const { match, knockout } = data;
  const recordGoal = useRecordGoalMutation(match.tournamentId, match.id, sides.name);
  const removeGoal = useRemoveGoalMutation(match.tournamentId, match.id, sides.name);
  const save = useMatchVersionedMutation(match.tournamentId, match.id, sides.name);
  const guard = useResultGuard(data);
  const offer = useScoreOffer(match, sides);
  const goals = match.goals ?? [];

  const decide = async (after: readonly Pick<GoalEvent, 'team'>[], change: 'add' | 'delete'): Promise<ScoreDecision> => {
    const score = scoreOfferAfterGoalChange(match, after);
    if (!score) return { followScore: false, clear: [] };
    const answer = await offer.ask({ score, change });
    if (answer !== 'update') return answer && { followScore: false, clear: [] };
    // A knockout score that changes who goes on asks first, as any result edit does.
    const clear = await guard.confirmedClear(knockout ? withPenaltiesRule(score, match) : score, 'Nothing was saved; the goals and the score stay.');
    return clear && { followScore: true, clear };
  };
  const add = async (side: MatchSide) => {
    const decision = await decide([...goals, { team: side }], 'add');
    if (decision) recordGoal.mutate({ side, knockout, ...decision });
  };
  const remove = async (goalId: string) => {
    const decision = await decide(
      goals.filter((g) => g.id !== goalId),
      'delete',
    );
    if (decision) removeGoal.mutate({ goalId, recalculateScore: decision.followScore, knockout, clear: decision.clear });
  };
  // A goal deleted meanwhile (here or elsewhere) leaves nothing to change.
  const change: GoalChange = (goalId, patch, successText) =>
    save.mutate({
      change: ({ goals: stored = [] }) => (stored.some((g) => g.id === goalId) ? { goals: stored.map((g) => (g.id === goalId ? patch(g) : g)) } : null),
      successText,
      showAtOnce: true,
    });
  return (
    <Card
      title="Goals & Events"
      headingLevel={2}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => void add('home')}>
            Add goal: {sides.name('home')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void add('away')}>
            Add goal: {sides.name('away')}
          </Button>
        </>
      }
    >
      <MutedText>Adding or deleting a goal here offers to update the score; removing it in the Overview timeline always recalculates the score.</MutedText>
      {goals.length === 0 ? (
        <MutedText>No goals yet.</MutedText>
      ) : (
        <ol className={styles.goals}>
          {goals.map((goal) => (
            // Keyed by the minute too: a saved minute starts the row's minute field from the stored value.
            <GoalRow key={`${goal.id}-${goal.minute}`} goal={goal} sides={sides} onChange={change} onDelete={(goalId) => void remove(goalId)} />
          ))}
        </ol>
      )}
      {offer.dialog}
      {guard.dialog}
    </Card>
  );
}
