import { removeGoalFromTimeline, type Match } from 'shared-domain';
import { Card } from 'shared-ui';
import type { MatchEditor } from '../../hooks/use-match-editor';
import stack from '../layout/stack.module.css';
import type { MatchSides } from '../match-sides';
import { GoalTimeline } from './goal-timeline';
import { MatchDetailsForm } from './match-details-form';

/**
 * Overview (spec §2, §4): the goal timeline in minute order, whose Remove recalculates the score from
 * the remaining goals, and the match details form (score, date, time, venue, referee).
 */
export function OverviewTab({ match, sides, editor, now }: { match: Match; sides: MatchSides; editor: MatchEditor; now: number }) {
  const removeGoal = (goalId: string) =>
    void editor.save((current) => removeGoalFromTimeline(current.goals ?? [], goalId), { versioned: true, successText: 'Goal removed; score updated.' });
  const saveDetails = (fields: Record<string, unknown>) =>
    void editor.save(() => fields as Partial<Match>, { versioned: false, successText: 'Match details saved.' });
  return (
    <div className={stack.stack}>
      <Card title="Timeline" headingLevel={2}>
        <GoalTimeline goals={match.goals ?? []} sides={sides} onRemove={removeGoal} />
      </Card>
      <MatchDetailsForm match={match} sides={sides} now={now} saving={editor.saving} onSave={saveDetails} />
    </div>
  );
}
