import { Link, useParams } from 'react-router-dom';
import { screenState, useSession } from 'shared-data';
import { canManage, type Team } from 'shared-domain';
import { ErrorPanel, LoadingPanel, buttonClassName } from 'shared-ui';
import { MergeChoiceProvider } from 'shared-ui/merge-choice';
import { useTournamentMatchesQuery } from '../api/use-tournament-matches-query';
import { useTournamentQuery } from '../api/use-tournament-query';
import { useTournamentTeamsQuery } from '../api/use-tournament-teams-query';
import { TournamentDetail } from './tournament-detail';
import { TournamentNotFound } from './tournament-not-found';

const NO_TEAMS: ReadonlyMap<string, Team> = new Map();

/**
 * Spec §2 "Tournament detail" at /tournaments/:id: loading, a retry when reading failed, Not Found for a
 * missing tournament or one the user may not manage (canManage: the super admin any, an organizer
 * their own), else the detail, whose settings saves merge with edits made elsewhere meanwhile.
 */
export function TournamentDetailScreen() {
  const { id = '' } = useParams();
  const session = useSession();
  const tournament = useTournamentQuery(id);
  const matches = useTournamentMatchesQuery(id);
  const manageable = tournament.data && canManage(session.status === 'signed-in' ? session.user : null, tournament.data) ? tournament.data : null;
  const teams = useTournamentTeamsQuery(manageable?.teamIds);

  if (tournament.isSuccess && !manageable) return <TournamentNotFound />;
  const state = screenState([tournament, matches, teams], () => ({ tournament: manageable!, matches: matches.data ?? [], teams: teams.data ?? NO_TEAMS }));
  if (state.status === 'pending') return <LoadingPanel text="Loading tournament..." />;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        title="The tournament could not be loaded"
        message={state.message ?? 'Check your connection and try again.'}
        onRetry={state.retry}
        actions={
          <Link className={buttonClassName({ variant: 'secondary' })} to="/tournaments">
            Back to Tournaments
          </Link>
        }
      />
    );
  }
  const refresh = () => {
    void tournament.refetch();
    void matches.refetch();
  };
  // Settings saves that lost a race re-apply their fields and may ask which value to keep.
  return (
    <MergeChoiceProvider key={id}>
      <TournamentDetail {...state.data} onRefresh={refresh} />
    </MergeChoiceProvider>
  );
}
