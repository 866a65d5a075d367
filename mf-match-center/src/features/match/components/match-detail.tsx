import { Link } from 'react-router-dom';
import { matchStatusForDisplay } from 'shared-domain';
import { Alert, Tabs } from 'shared-ui';
import type { MatchDetailData } from '../api/load-match-detail';
import { useMatchEditor } from '../hooks/use-match-editor';
import { ContentTab } from './content/content-tab';
import { GoalsTab } from './goals/goals-tab';
import { MatchHeader } from './header/match-header';
import { StatusSelect } from './header/status-select';
import { LineupsTab } from './lineups/lineups-tab';
import styles from './match-detail.module.css';
import { MatchNotFound } from './match-not-found';
import { matchSides } from './match-sides';
import { OverviewTab } from './overview/overview-tab';
import { StatisticsTab } from './statistics/statistics-tab';

/** A loaded match: back link, title, header with the status selector, the save notice and the tabs. */
export function MatchDetail({ data, base, tournamentPath }: { data: MatchDetailData; base: string; tournamentPath: string }) {
  const editor = useMatchEditor(data.match);
  const { match } = editor;
  const now = Date.now();
  const sides = matchSides(match, data.teams);
  // Forms hold drafts; when the fields a form edits change in the stored match (its own save, a
  // conflict's fresh data) it starts again from them, while unrelated saves leave its drafts alone.
  const keyOf = (...values: unknown[]) => JSON.stringify(values);
  const formKey = String(match.version ?? 0);
  if (editor.deleted) return <MatchNotFound tournamentPath={tournamentPath} />;
  return (
    <div className={styles.screen}>
      <nav aria-label="Breadcrumb">
        <Link to={tournamentPath}>← {data.tournament?.name ?? 'Tournament'}</Link>
      </nav>
      <h1 className={styles.title}>
        {sides.name('home')} vs {sides.name('away')}
      </h1>
      <MatchHeader match={match} sides={sides} now={now} base={base}>
        <StatusSelect
          status={matchStatusForDisplay(match, now)}
          onChange={(status) => void editor.save(() => ({ status }), { versioned: false, successText: 'Status saved.' })}
        />
      </MatchHeader>
      <div>
        {editor.notice ? (
          <Alert key={`${editor.notice.text}-${formKey}`} tone={editor.notice.tone} onDismiss={editor.dismissNotice}>
            {editor.notice.text}
          </Alert>
        ) : null}
      </div>
      <Tabs
        keepMounted
        label="Match sections"
        items={[
          { id: 'overview', label: 'Overview', content: <OverviewTab key={keyOf(match.homeGoals, match.awayGoals, match.dateISO, match.time, match.venue, match.referee)} match={match} sides={sides} editor={editor} now={now} /> },
          { id: 'statistics', label: 'Statistics', content: <StatisticsTab key={keyOf(match.statistics)} match={match} sides={sides} editor={editor} /> },
          { id: 'lineups', label: 'Lineups', content: <LineupsTab key={keyOf(match.lineups)} match={match} sides={sides} editor={editor} /> },
          { id: 'goals', label: 'Goals & Events', content: <GoalsTab match={match} sides={sides} editor={editor} /> },
          { id: 'content', label: 'Content', content: <ContentTab key={keyOf(match.preview, match.report, match.videoUrl)} match={match} editor={editor} /> },
        ]}
      />
    </div>
  );
}
