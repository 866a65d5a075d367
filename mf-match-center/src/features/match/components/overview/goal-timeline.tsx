import type { GoalEvent } from 'shared-domain';
import { Button } from 'shared-ui';
import { GoalTimelineList } from '../../../../common/goal-timeline-list';
import type { MatchSides } from '../match-sides';

/** The goals in minute order, each with the running score and a Remove button. */
export function GoalTimeline({ goals, sides, onRemove }: { goals: readonly GoalEvent[]; sides: MatchSides; onRemove: (goalId: string) => void }) {
  const scorerName = (goal: GoalEvent) => (goal.playerId ? sides.playerName(goal.playerId) : 'Scorer not set');
  return (
    <GoalTimelineList
      goals={goals}
      emptyText="No goals recorded yet. Add them in Goals & Events."
      scorer={scorerName}
      assist={(goal) => (goal.assistPlayerId && goal.type !== 'own_goal' ? sides.playerName(goal.assistPlayerId) : null)}
      teamName={sides.name}
      action={(goal, minute) => (
        <Button variant="ghost" size="sm" aria-label={`Remove goal: ${minute} ${scorerName(goal)}`} onClick={() => onRemove(goal.id)}>
          Remove
        </Button>
      )}
    />
  );
}
