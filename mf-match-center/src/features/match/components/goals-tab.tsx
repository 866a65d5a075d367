import { useState } from 'react';
import {
  createGoalEvent,
  createId,
  deleteGoalInGoalsTab,
  goalMinuteChange,
  playerFullName,
  scorerSide,
  type GoalEvent,
  type GoalType,
  type Match,
  type MatchSide,
} from 'shared-domain';
import { Button, Card, SelectField, TextField } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';
import type { MatchSides } from './match-sides';
import { GOAL_TYPE_LABELS } from './overview-tab';

const GOAL_TYPES: GoalType[] = ['goal', 'penalty', 'own_goal'];

/**
 * Goals & Events (spec §3, §4, §5): add a goal for either side (empty player, minute 0, type goal,
 * goalNumber = that side's count + 1), edit its scorer (an own goal's comes from the other side),
 * minute (1..120; anything else is refused and not saved), type and assist, or delete it. Deleting
 * here does not recalculate the score. Every change is saved with a version check.
 */
export function GoalsTab({ match, sides, editor }: { match: Match; sides: MatchSides; editor: MatchEditor }) {
  const goals = match.goals ?? [];
  const add = (side: MatchSide) =>
    editor.save(
      (current) => {
        const existing = current.goals ?? [];
        return { goals: [...existing, createGoalEvent(createId('goal', Date.now(), Math.random), side, existing)] };
      },
      { versioned: true, successText: `Goal added for ${sides.name(side)}.` },
    );
  const change = (goalId: string, patch: (goal: GoalEvent) => GoalEvent, successText: string) =>
    editor.save(
      (current) => {
        const existing = current.goals ?? [];
        if (!existing.some((g) => g.id === goalId)) return null;
        return { goals: existing.map((g) => (g.id === goalId ? patch(g) : g)) };
      },
      { versioned: true, successText },
    );
  const remove = (goalId: string) =>
    editor.save((current) => ({ goals: deleteGoalInGoalsTab(current.goals ?? [], goalId) }), { versioned: true, successText: 'Goal deleted.' });

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
      <p className="mc-muted">Deleting a goal here keeps the score as it is; removing it in the Overview timeline recalculates the score.</p>
      {goals.length === 0 ? (
        <p className="mc-muted">No goals yet.</p>
      ) : (
        <ol className="mc-goals">
          {goals.map((goal) => (
            <GoalRow key={`${goal.id}-${goal.minute}`} goal={goal} sides={sides} onChange={change} onDelete={remove} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function GoalRow({
  goal,
  sides,
  onChange,
  onDelete,
}: {
  goal: GoalEvent;
  sides: MatchSides;
  onChange: (goalId: string, patch: (goal: GoalEvent) => GoalEvent, successText: string) => Promise<boolean>;
  onDelete: (goalId: string) => Promise<boolean>;
}) {
  const [minute, setMinute] = useState(goal.minute > 0 ? String(goal.minute) : '');
  const [minuteError, setMinuteError] = useState<string | undefined>();
  const title = `${sides.name(goal.team)} goal ${goal.goalNumber}`;
  const playerOptions = (side: MatchSide) => sides.players(side).map((p) => ({ value: p.id, label: playerFullName(p) || 'Unnamed player' }));
  const withCurrent = (options: { value: string; label: string }[], id: string | undefined) =>
    id && !options.some((o) => o.value === id) ? [{ value: id, label: sides.playerName(id) }, ...options] : options;

  const commitMinute = () => {
    if (minute === (goal.minute > 0 ? String(goal.minute) : '')) {
      setMinuteError(undefined);
      return;
    }
    const result = goalMinuteChange(minute);
    if (!result.ok) {
      setMinuteError(result.error);
      return;
    }
    setMinuteError(undefined);
    void onChange(goal.id, (g) => ({ ...g, minute: result.minute }), 'Goal minute saved.');
  };

  return (
    <li className="mc-goals__item">
      <fieldset className="mc-goals__fields">
        <legend className="mc-goals__legend">{title}</legend>
        <SelectField
          label="Scorer"
          placeholder="Select player"
          value={goal.playerId}
          options={withCurrent(playerOptions(scorerSide(goal)), goal.playerId)}
          onChange={(e) => {
            const playerId = e.target.value;
            void onChange(goal.id, (g) => ({ ...g, playerId }), 'Scorer saved.');
          }}
        />
        <TextField
          label="Minute"
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          value={minute}
          error={minuteError}
          onChange={(e) => setMinute(e.target.value)}
          onBlur={commitMinute}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitMinute();
            }
          }}
        />
        <SelectField
          label="Type"
          value={goal.type}
          options={GOAL_TYPES.map((t) => ({ value: t, label: GOAL_TYPE_LABELS[t] }))}
          onChange={(e) => {
            const type = e.target.value as GoalType;
            void onChange(
              goal.id,
              (g) => {
                // Switching to or from an own goal changes whose players can be the scorer.
                const sideChanged = scorerSide({ team: g.team, type }) !== scorerSide(g);
                const { assistPlayerId, ...rest } = g;
                const next: GoalEvent = { ...rest, type, playerId: sideChanged ? '' : g.playerId };
                return type === 'own_goal' || !assistPlayerId ? next : { ...next, assistPlayerId };
              },
              'Goal type saved.',
            );
          }}
        />
        <SelectField
          label="Assist"
          placeholder="No assist"
          value={goal.type === 'own_goal' ? '' : (goal.assistPlayerId ?? '')}
          disabled={goal.type === 'own_goal'}
          options={withCurrent(playerOptions(goal.team), goal.type === 'own_goal' ? undefined : goal.assistPlayerId)}
          onChange={(e) => {
            const assist = e.target.value;
            void onChange(
              goal.id,
              (g) => {
                const { assistPlayerId: _old, ...rest } = g;
                return assist ? { ...rest, assistPlayerId: assist } : rest;
              },
              'Assist saved.',
            );
          }}
        />
        <div className="mc-goals__delete">
          <Button variant="danger" size="sm" aria-label={`Delete ${title}`} onClick={() => void onDelete(goal.id)}>
            Delete
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
