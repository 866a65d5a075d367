import { useParams } from 'react-router-dom';
import { gatewayUrl } from 'shared-data';
import { usePublicMatchView, useTournamentReconnecting } from 'shared-data/live';
import { MATCH_DETAIL_MESSAGES } from 'shared-domain';
import { ReconnectingStatus } from 'shared-football-ui';
import { LoadingPanel } from 'shared-ui';
import { useServerMatchView } from '../api/server-match-view';
import { useOrganizerAddress } from '../api/use-organizer-address';
import { NotFoundPage } from './not-found-page';
import { PublicMatch } from './public-match';
import { PublicMatchStatus } from './public-match-status';

/**
 * The public match page (`/public/tournaments/:tournamentId/matches/:matchId` and
 * `/:orgName/:tournamentId/matches/:matchId`): the gateway's public view of the match, kept live by its
 * Server-Sent Events. A private tournament's match reads exactly like a missing one ("Match Not Found");
 * at an organizer's address a missing match, or another organizer's, is the 404 page. A page the
 * gateway rendered starts from the view it was rendered from (its address already judged there).
 */
export function PublicMatchScreen() {
  const { tournamentId = '', matchId = '', orgName } = useParams();
  const servedPage = useServerMatchView(tournamentId, matchId, orgName);
  const served = servedPage?.view;
  // Both read side by side: the match's view, and (at an organizer's address) whose tournament it is.
  const checked = useOrganizerAddress(tournamentId, served === undefined ? orgName : undefined);
  // The gateway judged the address of a page it rendered: its 404 stays one when the live stream reads the match again.
  const address = served === null && orgName !== undefined ? ({ status: 'not-found' } as const) : checked;
  const state = usePublicMatchView(gatewayUrl(''), tournamentId, matchId, served, servedPage?.version);
  const reconnecting = useTournamentReconnecting(gatewayUrl(''), tournamentId);
  if (state.status === 'loading' || address.status === 'pending') return <LoadingPanel text="Loading match..." />;
  const failed = state.status === 'error' ? state : address.status === 'error' ? address : null;
  if (failed) return <PublicMatchStatus title={MATCH_DETAIL_MESSAGES.matchLoadFailed} text="Please check your connection and try again." onRetry={failed.retry} />;
  if (address.status === 'not-found' || (orgName !== undefined && state.status !== 'ready')) return <NotFoundPage />;
  if (state.status !== 'ready') return <PublicMatchStatus title={MATCH_DETAIL_MESSAGES.matchNotFound} text={MATCH_DETAIL_MESSAGES.matchNoAccess} />;
  return (
    <>
      <PublicMatch view={state.view} />
      <ReconnectingStatus reconnecting={reconnecting} />
    </>
  );
}
