import type { MatchPatch } from 'shared-domain';
import { Card } from 'shared-ui';
import { sidesKnown } from '../../api/match-playoff-context';
import type { MatchDetailData } from '../../api/use-match-detail-query';
import { useMatchFieldsMutation } from '../../api/use-match-fields-mutation';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { timelineRemoval, useRemoveGoalMutation } from '../../api/use-remove-goal-mutation';
import { useResultGuard } from '../../hooks/use-result-guard';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { GoalTimeline } from './goal-timeline';
import { MatchDetailsForm } from './match-details-form';

/**
 * Overview (spec §2, §4): the goal timeline in minute order, whose Remove recalculates the score from
 * the remaining goals, and the match details form (score, a knockout game's shoot-out, date, time,
 * venue, referee). Either edit of a playoff score asks first when it would clear later results.
 */
export function OverviewTab({ data, sides }: { data: MatchDetailData; sides: MatchSides }) {
  const { match, knockout } = data;
  const removeGoal = useRemoveGoalMutation(match.tournamentId, match.id, sides.name);
  const saveFields = useMatchFieldsMutation(match.tournamentId, match.id);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const guard = useResultGuard(data);
  const saveDetails = async (changes: MatchPatch) => {
    // Cancelled, nothing is stored and the form shows the stored score again (issue 22).
    const clear = await guard.confirmedClear(changes, 'Nothing was saved; the stored score is shown again.');
    if (clear === null) return false;
    try {
      await saveFields.mutateAsync({ changes, successText: 'Match details saved.', clear });
      return true;
    } catch {
      // The mutation shows why; what was typed stays, draft included.
      return undefined;
    }
  };
  const removeFromTimeline = async (goalId: string) => {
    const clear = await guard.confirmedClear(timelineRemoval(match, goalId, knockout), 'Nothing was saved; the goal stays.');
    if (clear) removeGoal.mutate({ goalId, recalculateScore: true, knockout, clear });
  };
  return (
    <div className={stack.stack}>
      <Card title="Timeline" headingLevel={2}>
        <GoalTimeline goals={match.goals ?? []} sides={sides} onRemove={(goalId) => void removeFromTimeline(goalId)} />
      </Card>
      <MatchDetailsForm
        match={match}
        sides={sides}
        rules={{ knockout, scoreOpen: sidesKnown(data.sideIds) }}
        saving={saving}
        onSave={saveDetails}
      />
      {guard.dialog}
    </div>
  );
}
