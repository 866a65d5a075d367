import { goalTimeline, type GoalEvent } from 'shared-domain';
import { Button } from 'shared-ui';
import { GOAL_TYPE_LABELS } from '../../../../common/goal-type-labels';
import { MutedText } from '../../../../common/muted-text';
import type { MatchSides } from '../match-sides';
import styles from './goal-timeline.module.css';

/** The goals in minute order, each with the running score and a Remove button. */
export function GoalTimeline({ goals, sides, onRemove }: { goals: readonly GoalEvent[]; sides: MatchSides; onRemove: (goalId: string) => void }) {
  const timeline = goalTimeline(goals);
  if (timeline.length === 0) return <MutedText>No goals recorded yet. Add them in Goals &amp; Events.</MutedText>;
  return (
    <ol className={styles.timeline} aria-label="Goals in minute order">
      {timeline.map(({ goal, homeGoals, awayGoals }) => {
        const scorer = goal.playerId ? sides.playerName(goal.playerId) : 'Scorer not set';
        const minute = goal.minute > 0 ? `${goal.minute}'` : "–'";
        return (
          <li key={goal.id} className={styles.item} data-side={goal.team}>
            <span className={styles.minute}>{minute}</span>
            <span>
              <strong>{scorer}</strong>
              {goal.type !== 'goal' ? <MutedText as="span"> ({GOAL_TYPE_LABELS[goal.type]})</MutedText> : null}
              {goal.assistPlayerId && goal.type !== 'own_goal' ? <MutedText as="span"> · assist {sides.playerName(goal.assistPlayerId)}</MutedText> : null}
              <span> · {sides.name(goal.team)}</span>
            </span>
            <span className={styles.score} aria-label={`Score after this goal: ${homeGoals} – ${awayGoals}`}>
              {homeGoals} – {awayGoals}
            </span>
            <Button variant="ghost" size="sm" aria-label={`Remove goal: ${minute} ${scorer}`} onClick={() => onRemove(goal.id)}>
              Remove
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
