import { useParams } from 'react-router-dom';
import { gatewayUrl } from 'shared-data';
import { usePublicMatchView } from 'shared-data/live';
import { MATCH_DETAIL_MESSAGES } from 'shared-domain';
import { LoadingPanel } from 'shared-ui';
import { PublicMatch } from './public-match';
import { PublicMatchStatus } from './public-match-status';

/**
 * The public match page (`/public/tournaments/:tournamentId/matches/:matchId` and
 * `/:orgName/:tournamentId/matches/:matchId`): the gateway's public view of the match, kept live by its
 * Server-Sent Events. A private tournament's match reads exactly like a missing one.
 */
export function PublicMatchScreen() {
  const { tournamentId = '', matchId = '' } = useParams();
  const state = usePublicMatchView(gatewayUrl(''), tournamentId, matchId);
  if (state.status === 'loading') return <LoadingPanel text="Loading match..." />;
  if (state.status === 'error') {
    return <PublicMatchStatus title={MATCH_DETAIL_MESSAGES.matchLoadFailed} text="Please check your connection and try again." onRetry={state.retry} />;
  }
  if (state.status === 'unavailable') return <PublicMatchStatus title={MATCH_DETAIL_MESSAGES.matchNotFound} text={MATCH_DETAIL_MESSAGES.matchNoAccess} />;
  return <PublicMatch view={state.view} />;
}
