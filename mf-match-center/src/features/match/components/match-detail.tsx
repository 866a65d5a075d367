import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Tabs } from 'shared-ui';
import type { MatchDetailData } from '../api/use-match-detail-query';
import { useMatchFieldsMutation } from '../api/use-match-fields-mutation';
import { matchNoticeAtom, type MatchNotice } from '../atoms/match-notice-atom';
import { useSuccessFade } from '../hooks/use-success-fade';
import { ContentTab } from './content/content-tab';
import { EmbedMatchCard } from './embed/embed-match-card';
import { GoalScoreNotice } from './goals/goal-score-notice';
import { GoalsTab } from './goals/goals-tab';
import { MatchSummary } from './header/match-summary';
import { LineupsTab } from './lineups/lineups-tab';
import styles from './match-detail.module.css';
import { matchSides } from './match-sides';
import { OverviewTab } from './overview/overview-tab';
import { StatisticsTab } from './statistics/statistics-tab';

// Forms hold drafts; when the fields a form edits change in the stored match (its own save, a
// conflict's fresh data) it starts again from them, while unrelated saves leave its drafts alone.
const keyOf = (...values: unknown[]) => JSON.stringify(values);

/** A loaded match: back link, title, header with the status selector, the save notice and the tabs. */
export function MatchDetail({ data, base, tournamentPath }: { data: MatchDetailData; base: string; tournamentPath: string }) {
  const { match } = data;
  // The clock as the screen opened: the shown status derives from it (spec §4).
  const [now] = useState(Date.now);
  const sides = matchSides(data.sideIds, data.teams);
  const saveFields = useMatchFieldsMutation(match.tournamentId, match.id);
  const [notice, setNotice] = useAtom(matchNoticeAtom);
  const fade = useCallback((shown: MatchNotice) => setNotice((current) => (current === shown ? null : current)), [setNotice]);
  useSuccessFade(notice, fade);
  // The notice belongs to this match: it goes when the screen closes.
  useEffect(() => () => setNotice(null), [setNotice]);
  return (
    <div className={styles.screen}>
      <nav aria-label="Breadcrumb">
        <Link to={tournamentPath}>← {data.tournament?.name ?? 'Tournament'}</Link>
      </nav>
      <h1 className={styles.title}>
        {sides.name('home')} vs {sides.name('away')}
      </h1>
      <MatchSummary match={match} sides={sides} now={now} base={base} onStatusChange={(status) => saveFields.mutate({ changes: { status }, successText: 'Status saved.', showAtOnce: true })} />
      <div>
        {notice ? (
          <Alert key={notice.id} tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
      <GoalScoreNotice data={data} sides={sides} />
      <Tabs
        keepMounted
        label="Match sections"
        items={[
          { id: 'overview', label: 'Overview', content: <OverviewTab key={keyOf(match.homeGoals, match.awayGoals, match.homePenalties, match.awayPenalties, match.dateISO, match.time, match.venue, match.referee)} data={data} sides={sides} /> },
          { id: 'statistics', label: 'Statistics', content: <StatisticsTab key={keyOf(match.statistics)} match={match} sides={sides} /> },
          { id: 'lineups', label: 'Lineups', content: <LineupsTab key={keyOf(match.lineups)} match={match} sides={sides} /> },
          { id: 'goals', label: 'Goals & Events', content: <GoalsTab data={data} sides={sides} /> },
          { id: 'content', label: 'Content', content: <ContentTab key={keyOf(match.preview, match.report, match.videoUrl)} match={match} name={sides.name} /> },
        ]}
      />
      {data.tournament ? <EmbedMatchCard tournament={data.tournament} matchId={match.id} /> : null}
    </div>
  );
}
