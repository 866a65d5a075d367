import { lazy, Suspense } from 'react';
import type { Match, Tournament } from 'shared-domain';
import { Card, LoadingPanel } from 'shared-ui';

// The planner and its rules (shared-domain/match-day) load only where the card is shown.
const MatchDayPlanner = lazy(() => import('./match-day-planner').then((m) => ({ default: m.MatchDayPlanner })));

/** The tournament page's "Match day" card (issue 25): the planner, loaded on its own. */
export function MatchDayCard(props: { tournament: Tournament; matches: readonly Match[]; nameOf: (teamId: string) => string }) {
  return (
    <Card title="Match day">
      <Suspense fallback={<LoadingPanel compact text="Loading the planner..." />}>
        <MatchDayPlanner {...props} />
      </Suspense>
    </Card>
  );
}
