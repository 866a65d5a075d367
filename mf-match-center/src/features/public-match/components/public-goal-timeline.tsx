import type { MatchSide, PublicGoal } from 'shared-domain';
import { GoalTimelineList } from '../../../common/goal-timeline-list';
import { PlayerName } from './public-links';

/**
 * The goals in minute order with the score after each one. A scorer who is not public (or not
 * recorded) reads "Unknown scorer"; a public one links to their page.
 */
export function PublicGoalTimeline({ goals, teamName }: { goals: readonly PublicGoal[]; teamName: (side: MatchSide) => string }) {
  return (
    <GoalTimelineList
      goals={goals}
      emptyText="No goals yet."
      scorer={(goal) => <PlayerName playerId={goal.scorerId} name={goal.scorer ?? 'Unknown scorer'} />}
      assist={(goal) => goal.assist}
      teamName={teamName}
    />
  );
}
