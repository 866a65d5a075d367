import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TeamInUseError } from 'shared-data';
import type { Team } from 'shared-domain';
import { ConfirmDelete } from './confirm-delete';
import { useDeleteTeamMutation } from '../api/use-delete-team-mutation';
import { deletedTeamState } from '../api/deleted-team-state';

/** What the dialog says when the delete failed: a refusal lists the tournaments to leave first, each linked. */
function failureText(error: Error | null): ReactNode {
  if (!error) return null;
  if (!(error instanceof TeamInUseError)) return 'The team could not be deleted. Please try again.';
  return (
    <>
      This team plays in {error.tournaments.length === 1 ? 'a tournament' : 'these tournaments'}; remove it from{' '}
      {error.tournaments.length === 1 ? 'it' : 'them'} before deleting it:
      <ul>
        {error.tournaments.map((t) => (
          <li key={t.id}>
            <Link to={`/tournaments/${t.id}`}>{t.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Delete a team after a confirmation (team page and its card on Manage Teams). A team that plays in
 * a tournament is refused and nothing is deleted (its fixtures and standings would name a missing
 * team); once deleted, the team list opens offering an undo for 10 s.
 */
export function DeleteTeam({ team }: { team: Team }) {
  const remove = useDeleteTeamMutation();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(team, {
      onSuccess: (deleted) => navigate('/teams', { state: deleted ? deletedTeamState(deleted, Date.now()) : null }),
      // A refusal is an answer, not a fault: only unexpected failures are logged.
      onError: (failure) => {
        if (!(failure instanceof TeamInUseError)) console.error('Deleting a team failed', failure);
      },
    });

  return (
    <ConfirmDelete
      label="Delete team"
      name={team.name}
      error={failureText(remove.error)}
      // Still "Deleting..." between the delete and the navigation.
      deleting={remove.isPending || remove.isSuccess}
      onConfirm={confirm}
      onCancel={remove.reset}
    >
      <p>This removes the team and its players. You can undo it for 10 seconds afterwards.</p>
    </ConfirmDelete>
  );
}
