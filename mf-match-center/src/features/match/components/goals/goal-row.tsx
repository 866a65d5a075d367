import { GOAL_TYPE_LABELS, playerFullName, scorerSide, type GoalEvent, type GoalType, type MatchSide } from 'shared-domain';
import { Button, SelectField } from 'shared-ui';
import type { MatchSides } from '../match-sides';
import { withAssist, withGoalType } from './goal-changes';
import { GoalMinuteField } from './goal-minute-field';
import styles from './goal-row.module.css';

const GOAL_TYPES: GoalType[] = ['goal', 'penalty', 'own_goal'];

export type GoalChange = (goalId: string, patch: (goal: GoalEvent) => GoalEvent, successText: string) => void;

interface GoalRowProps {
  goal: GoalEvent;
  sides: MatchSides;
  onChange: GoalChange;
  onDelete: (goalId: string) => void;
}

/** One goal's scorer, minute, type and assist, each saved as soon as it is chosen, and Delete. */
export function GoalRow({ goal, sides, onChange, onDelete }: GoalRowProps) {
  const title = `${sides.name(goal.team)} goal ${goal.goalNumber}`;
  const playerOptions = (side: MatchSide) => sides.players(side).map((p) => ({ value: p.id, label: playerFullName(p) || 'Unnamed player' }));
  // A stored player who left the team is still shown, so the select never silently shows someone else.
  const withCurrent = (options: { value: string; label: string }[], id: string | undefined) =>
    id && !options.some((o) => o.value === id) ? [{ value: id, label: sides.playerName(id) }, ...options] : options;
  const ownGoal = goal.type === 'own_goal';
  return (
    <li>
      <fieldset className={styles.fields}>
        <legend className={styles.legend}>{title}</legend>
        <SelectField
          label="Scorer"
          placeholder="Select player"
          value={goal.playerId}
          options={withCurrent(playerOptions(scorerSide(goal)), goal.playerId)}
          onChange={(e) => {
            const playerId = e.target.value;
            onChange(goal.id, (g) => ({ ...g, playerId }), 'Scorer saved.');
          }}
        />
        <GoalMinuteField goalId={goal.id} minute={goal.minute} onSave={(minute) => onChange(goal.id, (g) => ({ ...g, minute }), 'Goal minute saved.')} />
        <SelectField
          label="Type"
          value={goal.type}
          options={GOAL_TYPES.map((t) => ({ value: t, label: GOAL_TYPE_LABELS[t] }))}
          onChange={(e) => {
            const type = e.target.value as GoalType;
            onChange(goal.id, (g) => withGoalType(g, type), 'Goal type saved.');
          }}
        />
        <SelectField
          label="Assist"
          placeholder="No assist"
          value={ownGoal ? '' : (goal.assistPlayerId ?? '')}
          disabled={ownGoal}
          options={withCurrent(playerOptions(goal.team), ownGoal ? undefined : goal.assistPlayerId)}
          onChange={(e) => {
            const assist = e.target.value;
            onChange(goal.id, (g) => withAssist(g, assist), 'Assist saved.');
          }}
        />
        <div>
          <Button variant="danger" size="sm" aria-label={`Delete ${title}`} onClick={() => onDelete(goal.id)}>
            Delete
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
