import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Tournament } from 'shared-domain';
import { ConfirmDelete } from '../../../common/components/confirm-delete';
import { useDeleteTournamentMutation } from '../api/use-delete-tournament-mutation';

interface Props {
  tournament: Tournament;
  /** The button's text. Default "Delete Tournament". */
  label?: string;
  /** After the delete; default: the tournament list opens. */
  onDeleted?: () => void;
  /** What the confirmation says goes; default the spec's list. */
  children?: ReactNode;
}

/**
 * Delete with a confirmation that says what goes (spec §2): results, standings, playoff brackets and
 * all data, irreversibly. Once deleted, the tournament list opens (or `onDeleted` runs).
 */
export function DeleteTournament({ tournament, label = 'Delete Tournament', onDeleted, children }: Props) {
  const remove = useDeleteTournamentMutation();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(tournament, {
      onSuccess: () => (onDeleted ? onDeleted() : navigate('/tournaments')),
      onError: (failure) => console.error('Deleting a tournament failed', failure),
    });

  return (
    <ConfirmDelete
      label={label}
      name={tournament.name}
      error={remove.isError ? 'The tournament could not be deleted. Please try again.' : null}
      // Still "Deleting..." between the delete and what follows it.
      deleting={remove.isPending || remove.isSuccess}
      onConfirm={confirm}
      onCancel={remove.reset}
    >
      {children ?? (
        <>
          <p>This permanently removes:</p>
          <ul>
            <li>all match results and fixtures</li>
            <li>the standings</li>
            <li>the playoff brackets</li>
            <li>all other tournament data (settings, location, links)</li>
          </ul>
          <p>
            <strong>This cannot be undone.</strong>
          </p>
        </>
      )}
    </ConfirmDelete>
  );
}
