import { useLocation, useParams } from 'react-router-dom';
import { useSession } from 'shared-data';
import { MATCH_DETAIL_MESSAGES, canManage } from 'shared-domain';
import { Button, LoadingPanel, StatusScreen } from 'shared-ui';
import { MergeChoiceProvider } from 'shared-ui/merge-choice';
import { useMatchDetailQuery } from '../api/use-match-detail-query';
import { MatchDetail } from './match-detail';
import { MatchNotFound } from './match-not-found';

/** Match detail (spec §2): header, then the Overview, Statistics, Lineups, Goals & Events and Content tabs. */
export function MatchDetailScreen() {
  const { tournamentId = '', matchId = '' } = useParams();
  const session = useSession();
  const base = useLocation().pathname.startsWith('/admin/') ? '/admin' : '';
  const tournamentPath = `${base}/tournaments/${tournamentId}`;
  const state = useMatchDetailQuery(tournamentId, matchId);

  // Until the session is known, whether this match is the user's is not known either.
  if (state.status === 'pending' || session.status === 'loading') return <LoadingPanel text="Loading match..." />;
  if (state.status === 'error') {
    return (
      <StatusScreen title={MATCH_DETAIL_MESSAGES.matchLoadFailed} role="alert" actions={<Button onClick={state.retry}>Try again</Button>}>
        <p>{state.message ?? 'Check your connection and try again.'}</p>
      </StatusScreen>
    );
  }
  // A match the user may not manage (readable when its tournament is public) is foreign here: Not Found (spec §2).
  const user = session.status === 'signed-in' ? session.user : null;
  if (!state.data || !canManage(user, state.data.match)) return <MatchNotFound tournamentPath={tournamentPath} />;
  // Saves that lost a race ask "Keep mine / Keep theirs" over the screen (issue 22).
  return (
    <MergeChoiceProvider>
      <MatchDetail key={`${tournamentId}/${matchId}`} data={state.data} base={base} tournamentPath={tournamentPath} />
    </MergeChoiceProvider>
  );
}
