import type { Match, MatchSide } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import { useRecordGoalMutation } from '../../api/use-record-goal-mutation';
import { useRemoveGoalMutation } from '../../api/use-remove-goal-mutation';
import { MutedText } from '../../../../common/muted-text';
import type { MatchSides } from '../match-sides';
import { GoalRow, type GoalChange } from './goal-row';
import styles from './goals-tab.module.css';

/**
 * Goals & Events (spec §3, §4, §5): add a goal for either side (empty player, minute 0, type goal,
 * goalNumber = that side's count + 1), edit its scorer (an own goal's comes from the other side),
 * minute (1..120; anything else is refused and not saved), type and assist, or delete it. Deleting
 * here does not recalculate the score. Every change is saved with a version check.
 */
export function GoalsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const recordGoal = useRecordGoalMutation(match.tournamentId, match.id);
  const removeGoal = useRemoveGoalMutation(match.tournamentId, match.id);
  const save = useMatchVersionedMutation(match.tournamentId, match.id);
  const goals = match.goals ?? [];
  const add = (side: MatchSide) => recordGoal.mutate({ side, teamName: sides.name(side) });
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
          <Button variant="secondary" size="sm" onClick={() => add('home')}>
            Add goal: {sides.name('home')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => add('away')}>
            Add goal: {sides.name('away')}
          </Button>
        </>
      }
    >
      <MutedText>Deleting a goal here keeps the score as it is; removing it in the Overview timeline recalculates the score.</MutedText>
      {goals.length === 0 ? (
        <MutedText>No goals yet.</MutedText>
      ) : (
        <ol className={styles.goals}>
          {goals.map((goal) => (
            // Keyed by the minute too: a saved minute starts the row's minute field from the stored value.
            <GoalRow
              key={`${goal.id}-${goal.minute}`}
              goal={goal}
              sides={sides}
              onChange={change}
              onDelete={(goalId) => removeGoal.mutate({ goalId, recalculateScore: false })}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
