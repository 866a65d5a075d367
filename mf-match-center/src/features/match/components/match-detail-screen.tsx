import { Link, useLocation, useParams } from 'react-router-dom';
import { useCurrentOrganizerId, useLoad } from 'shared-data';
import { MATCH_DETAIL_MESSAGES } from 'shared-domain';
import { Alert, Button, LoadingPanel, StatusScreen, Tabs, buttonClassName } from 'shared-ui';
import { loadMatchDetail, type MatchDetailData } from '../api/load-match-detail';
import { useMatchEditor } from '../hooks/use-match-editor';
import { ContentTab } from './content-tab';
import { GoalsTab } from './goals-tab';
import { LineupsTab } from './lineups-tab';
import { MatchHeader } from './match-header';
import { matchSides } from './match-sides';
import { OverviewTab } from './overview-tab';
import { StatisticsTab } from './statistics-tab';

/** Match detail (spec §2): header, then the Overview, Statistics, Lineups, Goals & Events and Content tabs. */
export function MatchDetailScreen() {
  const { tournamentId = '', matchId = '' } = useParams();
  const organizerId = useCurrentOrganizerId();
  const base = useLocation().pathname.startsWith('/admin/') ? '/admin' : '';
  const tournamentPath = `${base}/tournaments/${tournamentId}`;
  const state = useLoad(() => loadMatchDetail(tournamentId, matchId), [tournamentId, matchId]);

  if (state.status === 'loading') return <LoadingPanel text="Loading match..." />;
  if (state.status === 'failed') {
    return (
      <StatusScreen title={MATCH_DETAIL_MESSAGES.matchLoadFailed} role="alert" actions={<Button onClick={state.reload}>Try again</Button>}>
        <p>Check your connection and try again.</p>
      </StatusScreen>
    );
  }
  // A match of another organizer (readable when its tournament is public) is foreign here: Not Found (spec §2).
  if (!state.data || state.data.match.organizerId !== organizerId) return <MatchNotFound tournamentPath={tournamentPath} />;
  return <MatchDetail key={`${tournamentId}/${matchId}`} data={state.data} base={base} tournamentPath={tournamentPath} />;
}

/** Spec §2: a missing or foreign match, with a link to its tournament. */
function MatchNotFound({ tournamentPath }: { tournamentPath: string }) {
  return (
    <StatusScreen
      title={MATCH_DETAIL_MESSAGES.matchNotFound}
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to={tournamentPath}>
          Back to Tournament
        </Link>
      }
    >
      <p>{MATCH_DETAIL_MESSAGES.matchNoAccess}</p>
    </StatusScreen>
  );
}

function MatchDetail({ data, base, tournamentPath }: { data: MatchDetailData; base: string; tournamentPath: string }) {
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
    <div className="mc-screen">
      <nav aria-label="Breadcrumb" className="mc-screen__back">
        <Link to={tournamentPath}>← {data.tournament?.name ?? 'Tournament'}</Link>
      </nav>
      <h1 className="mc-screen__title">
        {sides.name('home')} vs {sides.name('away')}
      </h1>
      <MatchHeader match={match} sides={sides} editor={editor} now={now} base={base} />
      <div className="mc-screen__notice">
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
