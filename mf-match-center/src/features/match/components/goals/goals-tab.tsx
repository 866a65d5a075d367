import { createGoalEvent, createId, deleteGoalInGoalsTab, type Match, type MatchSide } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import type { MatchEditor } from '../../hooks/use-match-editor';
import { MutedText } from '../layout/muted-text';
import type { MatchSides } from '../match-sides';
import { GoalRow, type GoalChange } from './goal-row';
import styles from './goals-tab.module.css';

/**
 * Goals & Events (spec §3, §4, §5): add a goal for either side (empty player, minute 0, type goal,
 * goalNumber = that side's count + 1), edit its scorer (an own goal's comes from the other side),
 * minute (1..120; anything else is refused and not saved), type and assist, or delete it. Deleting
 * here does not recalculate the score. Every change is saved with a version check.
 */
export function GoalsTab({ match, sides, editor }: { match: Match; sides: MatchSides; editor: MatchEditor }) {
  const goals = match.goals ?? [];
  const add = (side: MatchSide) =>
    void editor.save(
      (current) => {
        const existing = current.goals ?? [];
        return { goals: [...existing, createGoalEvent(createId('goal', Date.now(), Math.random), side, existing)] };
      },
      { versioned: true, successText: `Goal added for ${sides.name(side)}.` },
    );
  const change: GoalChange = (goalId, patch, successText) =>
    void editor.save(
      (current) => {
        const existing = current.goals ?? [];
        if (!existing.some((g) => g.id === goalId)) return null;
        return { goals: existing.map((g) => (g.id === goalId ? patch(g) : g)) };
      },
      { versioned: true, successText },
    );
  const remove = (goalId: string) =>
    void editor.save((current) => ({ goals: deleteGoalInGoalsTab(current.goals ?? [], goalId) }), { versioned: true, successText: 'Goal deleted.' });

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
            <GoalRow key={`${goal.id}-${goal.minute}`} goal={goal} sides={sides} onChange={change} onDelete={remove} />
          ))}
        </ol>
      )}
    </Card>
  );
}
