import type { Match } from 'shared-domain';
import { Card } from 'shared-ui';
import { useMatchFieldsMutation } from '../../api/use-match-fields-mutation';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { useRemoveGoalMutation } from '../../api/use-remove-goal-mutation';
import stack from '../layout/stack.module.css';
import type { MatchSides } from '../match-sides';
import { GoalTimeline } from './goal-timeline';
import { MatchDetailsForm } from './match-details-form';

/**
 * Overview (spec §2, §4): the goal timeline in minute order, whose Remove recalculates the score from
 * the remaining goals, and the match details form (score, date, time, venue, referee).
 */
export function OverviewTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const removeGoal = useRemoveGoalMutation(match.tournamentId, match.id);
  const saveFields = useMatchFieldsMutation(match.tournamentId, match.id);
  const saving = useMatchSaving(match.tournamentId, match.id);
  return (
    <div className={stack.stack}>
      <Card title="Timeline" headingLevel={2}>
        <GoalTimeline goals={match.goals ?? []} sides={sides} onRemove={(goalId) => removeGoal.mutate({ goalId, recalculateScore: true })} />
      </Card>
      <MatchDetailsForm
        match={match}
        sides={sides}
        saving={saving}
        onSave={(changes) => saveFields.mutate({ changes, successText: 'Match details saved.' })}
      />
    </div>
  );
}
