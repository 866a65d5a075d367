import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchSide, PublicMatchSide, PublicMatchView } from 'shared-domain';
import { MatchHeader, type MatchHeaderSide } from 'shared-football-ui';
import { Card, Tabs, useDocumentTitle } from 'shared-ui';
import { ContentPreview } from '../../../common/content-preview';
import { matchPageTitle } from '../page-title';
import { PublicGoalScoreNotice } from './public-goal-score-notice';
import { PublicGoalTimeline } from './public-goal-timeline';
import { PublicLineups } from './public-lineups';
import { PublicTeamLink, publicTournamentPath } from './public-links';
import { PublicStatistics } from './public-statistics';
import styles from './public-match.module.css';
import stack from '../../../common/stack.module.css';

const headerSide = ({ name, logo, colors, teamId }: PublicMatchSide): MatchHeaderSide => ({ name, logo, colors, ...(teamId !== null ? { teamId } : {}) });

/**
 * A public match, read-only: the way back to its tournament, the round, the header (teams, score,
 * status, date, time, venue, referee) and the Overview, Statistics, Lineups and Content tabs.
 * It re-renders with every live view the screen receives.
 */
export function PublicMatch({ view }: { view: PublicMatchView }) {
  const { match, home, away, tournament } = view;
  // The clock as the page opened: the status shown derives from it (spec §4); live data re-renders the rest.
  const [now] = useState(Date.now);
  useDocumentTitle(matchPageTitle(view));
  const teamName = (side: MatchSide) => (side === 'home' ? home.name : away.name);
  return (
    <div className={stack.stack}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to={publicTournamentPath(tournament.id)}>← {tournament.name}</Link>
        <span className={styles.round}>{view.roundLabel}</span>
      </nav>
      <h1 className={styles.title}>
        {home.name} vs {away.name}
      </h1>
      <MatchHeader match={match} home={headerSide(home)} away={headerSide(away)} now={now} timeZone={tournament.timeZone} place={match.place} renderTeamLink={PublicTeamLink} />
      {/* A cup's knockout score after extra time says so, as the bracket does ("3–3 a.e.t."). */}
      {match.afterExtraTime && <p className={styles.extraTime}>a.e.t. (after extra time)</p>}
      <PublicGoalScoreNotice view={view} />
      <Tabs
        label="Match sections"
        items={[
          {
            id: 'overview',
            label: 'Overview',
            content: (
              <Card title="Timeline" headingLevel={2}>
                <PublicGoalTimeline goals={view.goals} teamName={teamName} />
              </Card>
            ),
          },
          { id: 'statistics', label: 'Statistics', content: <PublicStatistics statistics={match.statistics} homeName={home.name} awayName={away.name} /> },
          { id: 'lineups', label: 'Lineups', content: <PublicLineups home={home} away={away} /> },
          { id: 'content', label: 'Content', content: <ContentPreview match={match} title="Match content" /> },
        ]}
      />
    </div>
  );
}
