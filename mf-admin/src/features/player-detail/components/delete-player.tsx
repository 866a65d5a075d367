import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { playerFullName, removePlayerFromSquad, type Player, type RemovedPlayer } from 'shared-domain';
import { ConfirmDelete } from '../../../common/components/confirm-delete';
import { saveOutcomeMessage, type TeamEditor } from '../../../common/hooks/use-team-editor';

/**
 * "Delete player" on the player's page: after the confirmation the player leaves the squad and the team
 * page opens, offering the undo for 10 s (the removed player and their place travel in the history
 * state the squad table reads). Goals and lineup entries stay, named "Former player".
 */
export function DeletePlayer({ editor, player }: { editor: TeamEditor; player: Player }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const name = playerFullName(player) || 'Unnamed player';

  const confirm = async () => {
    setDeleting(true);
    let removed: RemovedPlayer | null = null;
    const outcome = await editor.save((current) => {
      const result = removePlayerFromSquad(current.players ?? [], player.id);
      removed = result?.removed ?? null;
      return { players: result?.players ?? current.players ?? [] };
    });
    if (outcome.status === 'saved') {
      navigate(`/teams/${editor.team.id}`, { state: removed ? { deletedPlayer: removed, deletedAt: Date.now() } : null });
      return;
    }
    setDeleting(false);
    setError(saveOutcomeMessage(outcome) ?? 'The player could not be deleted. Please try again.');
  };

  return (
    <ConfirmDelete label="Delete player" name={name} error={error} deleting={deleting} onConfirm={() => void confirm()} onCancel={() => setError(null)}>
      <p>{name} leaves the squad. Their goals and lineup entries in matches stay, shown as “Former player”. You can undo it for 10 seconds.</p>
    </ConfirmDelete>
  );
}
