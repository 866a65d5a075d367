import { useLocation, useParams } from 'react-router-dom';
import { useCurrentOrganizerId } from 'shared-data';
import { MATCH_DETAIL_MESSAGES } from 'shared-domain';
import { Button, LoadingPanel, StatusScreen } from 'shared-ui';
import { useMatchDetailQuery } from '../api/use-match-detail-query';
import { MatchDetail } from './match-detail';
import { MatchNotFound } from './match-not-found';

/** Match detail (spec §2): header, then the Overview, Statistics, Lineups, Goals & Events and Content tabs. */
export function MatchDetailScreen() {
  const { tournamentId = '', matchId = '' } = useParams();
  const organizerId = useCurrentOrganizerId();
  const base = useLocation().pathname.startsWith('/admin/') ? '/admin' : '';
  const tournamentPath = `${base}/tournaments/${tournamentId}`;
  const state = useMatchDetailQuery(tournamentId, matchId);

  if (state.status === 'pending') return <LoadingPanel text="Loading match..." />;
  if (state.status === 'error') {
    return (
      <StatusScreen title={MATCH_DETAIL_MESSAGES.matchLoadFailed} role="alert" actions={<Button onClick={state.retry}>Try again</Button>}>
        <p>Check your connection and try again.</p>
      </StatusScreen>
    );
  }
  // A match of another organizer (readable when its tournament is public) is foreign here: Not Found (spec §2).
  if (!state.data || state.data.match.organizerId !== organizerId) return <MatchNotFound tournamentPath={tournamentPath} />;
  return <MatchDetail key={`${tournamentId}/${matchId}`} data={state.data} base={base} tournamentPath={tournamentPath} />;
}
