import { goalLineText, goalTimeline, type PublicGoal, type PublicMatchView } from 'shared-domain';
import { minuteText } from '../widget-text';

/**
 * What a goal row says under its scorer: the team it counts for (an own goal: "own goal" and the
 * scorer's own team instead, shared-domain's goalLineText), and in full its kind and assist.
 */
function goalDetails(goal: PublicGoal, view: PublicMatchView, full: boolean): string {
  const { note, team } = goalLineText(goal, (side) => (side === 'home' ? view.home.name : view.away.name));
  if (!full) return team ?? note ?? '';
  return [team, note, goal.assist && `Assist: ${goal.assist}`].filter(Boolean).join(' · ');
}

/**
 * The goals in minute order, each with its minute ("23'"), its scorer ("Unknown scorer" when the
 * scorer is not entered or not public) and the score right after it. `full` adds the kind of goal and
 * the assist (the Goals tab); the Overview's timeline keeps to the team.
 */
export function GoalList({ view, full = false }: { view: PublicMatchView; full?: boolean }) {
  const timeline = goalTimeline(view.goals);
  if (timeline.length === 0) return <p className="empty">No goals yet.</p>;
  return (
    <ol className="goals">
      {timeline.map(({ goal, homeGoals, awayGoals }) => (
        <li key={goal.id} className="goal">
          <span className="minute">{minuteText(goal.minute)}</span>
          <span>
            {goal.scorer ?? 'Unknown scorer'}
            <span className="goal-detail">{goalDetails(goal, view, full)}</span>
          </span>
          {/* Said as words (a span takes no aria-label): "Score after this goal: 1 – 0". */}
          <span className="running">
            <span className="hidden-text">Score after this goal: </span>
            {homeGoals} – {awayGoals}
          </span>
        </li>
      ))}
    </ol>
  );
}
