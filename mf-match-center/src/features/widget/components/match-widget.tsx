import type { PublicMatchState } from 'shared-data/live';
import type { PublicMatchView } from 'shared-domain';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { RECONNECTING_TEXT } from '../widget-text';
import { GoalList } from './goal-list';
import { LineupsPanel } from './lineups-panel';
import { OverviewPanel } from './overview-panel';
import { WidgetHeader } from './widget-header';
import { WidgetTabs } from './widget-tabs';

export type WidgetTheme = 'bright' | 'dark';

/** The `theme` attribute's value as a theme: anything but "dark" is the default, bright. */
export const widgetTheme = (value: string | null | undefined): WidgetTheme => (value === 'dark' ? 'dark' : 'bright');

export interface MatchWidgetProps {
  state: PublicMatchState;
  theme: WidgetTheme;
  /** For the status derived from kick-off and score; the current time unless given (stories, tests). */
  now?: number;
  /** The live stream is down and being retried: a polite "Reconnecting…" under the match. */
  reconnecting?: boolean;
}

function MatchDetails({ view, now }: { view: PublicMatchView; now: number }) {
  return (
    <>
      <WidgetHeader view={view} now={now} />
      <WidgetTabs
        label="Match centre"
        tabs={[
          { label: 'Overview', panel: <OverviewPanel view={view} /> },
          { label: 'Lineups', panel: <LineupsPanel view={view} /> },
          { label: 'Goals', panel: <GoalList view={view} full /> },
        ]}
      />
    </>
  );
}

function StateBody({ state, now }: { state: PublicMatchState; now: number }) {
  switch (state.status) {
    case 'loading':
      return (
        <p className="message" role="status">
          Loading match…
        </p>
      );
    case 'unavailable':
      return <p className="message">Match not available</p>;
    case 'error':
      return (
        <div className="message-box" role="alert">
          <p className="message">The match could not be loaded.</p>
          <button type="button" className="retry" onClick={state.retry}>
            Retry
          </button>
        </div>
      );
    case 'ready':
      return <MatchDetails view={state.view} now={now} />;
  }
}

/**
 * What the widget shows for a match state, in its theme (the `container` part). It takes the state as
 * a prop and never fetches, so stories and tests render every state without a network.
 */
export function MatchWidget({ state, theme, now: fixedNow, reconnecting = false }: MatchWidgetProps) {
  const now = useMinuteClock(fixedNow);
  return (
    <div part="container" className="widget" data-theme={theme} role="region" aria-label="Match centre">
      <StateBody state={state} now={now} />
      {reconnecting && state.status === 'ready' && (
        <p part="reconnecting" className="reconnecting" role="status">
          {RECONNECTING_TEXT}
        </p>
      )}
    </div>
  );
}
