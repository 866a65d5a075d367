import { useNavigate } from 'react-router-dom';
import { TeamInUseError } from 'shared-data';
import type { Team } from 'shared-domain';
import { ConfirmDelete } from '../../../common/components/confirm-delete';
import { useDeleteTeamMutation } from '../api/use-delete-team-mutation';

/** What the dialog says when the delete failed: the refusal names the tournaments to leave first. */
function failureText(error: Error | null): string | null {
  if (!error) return null;
  return error instanceof TeamInUseError ? error.message : 'The team could not be deleted. Please try again.';
}

/**
 * Delete a team after a confirmation. A team that plays in a tournament is refused and nothing is
 * deleted (its fixtures and standings would name a missing team); once deleted, the team list opens.
 */
export function DeleteTeam({ team }: { team: Team }) {
  const remove = useDeleteTeamMutation();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(team, {
      onSuccess: () => navigate('/teams'),
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
      <p>
        This permanently removes the team and its players. <strong>This cannot be undone.</strong>
      </p>
    </ConfirmDelete>
  );
}
