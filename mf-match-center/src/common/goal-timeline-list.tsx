import type { ReactNode } from 'react';
import { goalLineText, goalTimeline, type GoalEvent, type MatchSide } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { MutedText } from './muted-text';
import styles from './goal-timeline-list.module.css';

type TimelineGoal = Pick<GoalEvent, 'id' | 'team' | 'minute' | 'type'>;

interface GoalTimelineListProps<G extends TimelineGoal> {
  goals: readonly G[];
  /** Shown when there is no goal yet. */
  emptyText: string;
  /** The scorer: a name, or a link to the player's page. */
  scorer: (goal: G) => ReactNode;
  /** The assistant's name, null when none is shown. */
  assist: (goal: G) => string | null;
  teamName: (side: MatchSide) => string;
  /** A control at the end of the row (the organizer's Remove); `minute` is the minute as shown. */
  action?: (goal: G, minute: string) => ReactNode;
}

/** How a goal's minute reads: "23'", or "–'" while it is not recorded. */
const goalMinuteText = (minute: number) => (minute > 0 ? `${minute}'` : "–'");

/**
 * The goals in minute order, each with its scorer, type, assist, team and the running score after it.
 * The organizer's match centre and the public match page show the same list. An own goal stays in the
 * row of the side it counts for and names the scorer's own team instead ("(own goal, Riverside FC)").
 */
export function GoalTimelineList<G extends TimelineGoal>({ goals, emptyText, scorer, assist, teamName, action }: GoalTimelineListProps<G>) {
  const timeline = goalTimeline(goals);
  if (timeline.length === 0) return <MutedText>{emptyText}</MutedText>;
  return (
    <ol className={styles.timeline} aria-label="Goals in minute order">
      {timeline.map(({ goal, homeGoals, awayGoals }) => {
        const minute = goalMinuteText(goal.minute);
        const assistant = assist(goal);
        const line = goalLineText(goal, teamName);
        return (
          <li key={goal.id} className={styles.item} data-side={goal.team}>
            <span className={styles.minute}>{minute}</span>
            <span className={styles.what}>
              <strong>{scorer(goal)}</strong>
              {line.note !== null ? <MutedText as="span"> ({line.note})</MutedText> : null}
              {assistant !== null ? <MutedText as="span"> · assist {assistant}</MutedText> : null}
              {line.team !== null ? <span> · {line.team}</span> : null}
            </span>
            {/* Said as words (a span takes no aria-label): "Score after this goal: 1 – 0". */}
            <span className={styles.score}>
              <VisuallyHidden>Score after this goal: </VisuallyHidden>
              {homeGoals} – {awayGoals}
            </span>
            {action?.(goal, minute)}
          </li>
        );
      })}
    </ol>
  );
}
