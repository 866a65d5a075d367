import { pendingWriteOf } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { useTournamentQuery } from '../api/use-tournament-query';
import { RetryAlert } from './retry-alert';
import { SetupInterrupted } from './setup-interrupted';

interface ClaimedSetupProps {
  tournamentId: string;
  onResumed: (tournament: Tournament) => void;
  onDeleted: () => void;
}

/**
 * The create form's own creation after it failed once the tournament was stored: read as stored, and
 * shown as interrupted while it still is (nothing once resumed or deleted elsewhere). If it cannot be
 * read either, the form still says what happened and where the tournament is.
 */
export function ClaimedSetup({ tournamentId, onResumed, onDeleted }: ClaimedSetupProps) {
  const claimed = useTournamentQuery(tournamentId);
  if (claimed.isError) {
    return (
      <RetryAlert
        text="Creating the tournament stopped before all its matches were saved, and it could not be read again. It is listed under Your Tournaments, to resume or delete."
        onRetry={() => void claimed.refetch()}
      />
    );
  }
  if (!claimed.data || pendingWriteOf(claimed.data) !== 'creation') return null;
  return <SetupInterrupted tournament={claimed.data} onResumed={onResumed} onDeleted={onDeleted} />;
}
