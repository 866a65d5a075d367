import { useState, type FormEvent } from 'react';
import {
  datePickerYearRange,
  goalTimeline,
  matchDateChange,
  parseScoreInput,
  removeGoalFromTimeline,
  timeForChosenDate,
  timeOptions,
  type GoalType,
  type Match,
} from 'shared-domain';
import { Button, Card, SelectField, TextField } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';
import type { MatchSides } from './match-sides';

const TIMES = timeOptions();
export const GOAL_TYPE_LABELS: Record<GoalType, string> = { goal: 'Goal', penalty: 'Penalty', own_goal: 'Own goal' };

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Overview (spec §2, §4): the goal timeline in minute order, whose Remove recalculates the score from
 * the remaining goals, and the match details form (score, date, time, venue, referee).
 */
export function OverviewTab({ match, sides, editor, now }: { match: Match; sides: MatchSides; editor: MatchEditor; now: number }) {
  const timeline = goalTimeline(match.goals ?? []);
  const removeGoal = (goalId: string) =>
    editor.save((current) => removeGoalFromTimeline(current.goals ?? [], goalId), { versioned: true, successText: 'Goal removed; score updated.' });
  return (
    <div className="mc-stack">
      <Card title="Timeline" headingLevel={2}>
        {timeline.length === 0 ? (
          <p className="mc-muted">No goals recorded yet. Add them in Goals &amp; Events.</p>
        ) : (
          <ol className="mc-timeline" aria-label="Goals in minute order">
            {timeline.map(({ goal, homeGoals, awayGoals }) => {
              const scorer = goal.playerId ? sides.playerName(goal.playerId) : 'Scorer not set';
              const minute = goal.minute > 0 ? `${goal.minute}'` : "–'";
              return (
                <li key={goal.id} className={`mc-timeline__item mc-timeline__item--${goal.team}`}>
                  <span className="mc-timeline__minute">{minute}</span>
                  <span className="mc-timeline__text">
                    <strong>{scorer}</strong>
                    {goal.type !== 'goal' ? <span className="mc-muted"> ({GOAL_TYPE_LABELS[goal.type]})</span> : null}
                    {goal.assistPlayerId && goal.type !== 'own_goal' ? <span className="mc-muted"> · assist {sides.playerName(goal.assistPlayerId)}</span> : null}
                    <span className="mc-timeline__team"> · {sides.name(goal.team)}</span>
                  </span>
                  <span className="mc-timeline__score" aria-label={`Score after this goal: ${homeGoals} – ${awayGoals}`}>
                    {homeGoals} – {awayGoals}
                  </span>
                  <Button variant="ghost" size="sm" aria-label={`Remove goal: ${minute} ${scorer}`} onClick={() => void removeGoal(goal.id)}>
                    Remove
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </Card>
      <DetailsForm match={match} sides={sides} editor={editor} now={now} />
    </div>
  );
}

function DetailsForm({ match, sides, editor, now }: { match: Match; sides: MatchSides; editor: MatchEditor; now: number }) {
  const [draft, setDraft] = useState({
    homeGoals: text(match.homeGoals),
    awayGoals: text(match.awayGoals),
    dateISO: (match.dateISO ?? '').slice(0, 10),
    time: match.time ?? '',
    venue: match.venue ?? '',
    referee: match.referee ?? '',
  });
  const [dateError, setDateError] = useState<string | undefined>();
  const { fromYear, toYear } = datePickerYearRange(new Date(now).getFullYear());
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, unknown> = {};
    const homeGoals = parseScoreInput(draft.homeGoals);
    const awayGoals = parseScoreInput(draft.awayGoals);
    if (homeGoals !== (match.homeGoals ?? null)) fields.homeGoals = homeGoals;
    if (awayGoals !== (match.awayGoals ?? null)) fields.awayGoals = awayGoals;
    if (draft.dateISO !== (match.dateISO ?? '').slice(0, 10)) {
      const change = matchDateChange(draft.dateISO, draft.time, new Date(now).getFullYear());
      if (!change.ok) {
        setDateError(change.error);
        return;
      }
      fields.dateISO = change.fields.dateISO;
      if (change.fields.time !== undefined && change.fields.time !== draft.time) fields.time = change.fields.time;
    }
    if (fields.time === undefined && draft.time !== (match.time ?? '')) fields.time = orNull(draft.time);
    if (draft.venue.trim() !== (match.venue ?? '')) fields.venue = orNull(draft.venue);
    if (draft.referee.trim() !== (match.referee ?? '')) fields.referee = orNull(draft.referee);
    setDateError(undefined);
    void editor.save(() => fields as Partial<Match>, { versioned: false, successText: 'Match details saved.' });
  };

  const timeChoices = draft.time && !TIMES.includes(draft.time) ? [draft.time, ...TIMES] : TIMES;
  return (
    <Card title="Match details" headingLevel={2}>
      <form className="mc-form" onSubmit={onSubmit} aria-label="Match details">
        <div className="mc-form__row">
          <TextField label={`${sides.name('home')} goals`} inputMode="numeric" autoComplete="off" value={draft.homeGoals} onChange={(e) => set('homeGoals')(e.target.value)} />
          <TextField label={`${sides.name('away')} goals`} inputMode="numeric" autoComplete="off" value={draft.awayGoals} onChange={(e) => set('awayGoals')(e.target.value)} />
        </div>
        <div className="mc-form__row">
          <TextField
            label="Date"
            type="date"
            min={`${fromYear}-01-01`}
            max={`${toYear}-12-31`}
            value={draft.dateISO}
            error={dateError}
            onChange={(e) => {
              const value = e.target.value;
              setDateError(undefined);
              // A date chosen without a time gets 12:00 (spec §5, §9).
              setDraft((d) => ({ ...d, dateISO: value, time: value ? timeForChosenDate(d.time) : d.time }));
            }}
          />
          <SelectField label="Time" placeholder="--:--" value={draft.time} options={timeChoices.map((t) => ({ value: t, label: t }))} onChange={(e) => set('time')(e.target.value)} />
        </div>
        <div className="mc-form__row">
          <TextField label="Venue" value={draft.venue} onChange={(e) => set('venue')(e.target.value)} />
          <TextField label="Referee" value={draft.referee} onChange={(e) => set('referee')(e.target.value)} />
        </div>
        <div>
          <Button type="submit" loading={editor.saving}>
            Save Match Details
          </Button>
        </div>
      </form>
    </Card>
  );
}
