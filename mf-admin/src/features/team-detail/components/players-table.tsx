import type { Player } from 'shared-domain';
import { Button, Card, DataTable, UndoToast, cx, useConfirm } from 'shared-ui';
import { SaveMessage } from '../../../common/components/save-message';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';
import layout from '../../../common/styles/layout.module.css';
import stacked from '../../../common/styles/stacked-table.module.css';
import { playerDisplayName, usePlayerDelete } from '../hooks/use-player-delete';
import { useSquadEditing } from '../hooks/use-squad-editing';
import { playerColumns } from './player-columns';
import styles from './players-table.module.css';

/**
 * The squad (spec §2 "players table (add, edit)"): add a player with the spec's defaults (an unsaved row
 * until its Save), edit one row at a time inline, switch a player public or hidden in place, open a player's page, delete a player
 * after a confirmation (with a 10 s undo).
 */
export function PlayersTable({ editor }: { editor: TeamEditor }) {
  const players = editor.team.players ?? [];
  const squad = useSquadEditing(editor);
  const { editingId } = squad;
  const deletes = usePlayerDelete(editor);
  const { dialog, ask } = useConfirm();
  const confirmDelete = async (player: Player) => {
    const name = playerDisplayName(player);
    const body = <p>{name} leaves the squad. Their goals and lineup entries in matches stay, shown as “Former player”.</p>;
    if (await ask({ title: `Delete player “${name}”?`, body, confirmLabel: 'Delete player', danger: true })) await deletes.remove(player);
  };

  return (
    <Card
      title={`Players (${players.length})`}
      actions={
        <Button id={squad.addButtonId} size="sm" onClick={squad.addPlayer} disabled={editingId !== null}>
          + Add Player
        </Button>
      }
    >
      {/* The inputs of the row being edited belong to this form through their form attribute (a form cannot wrap a table row). */}
      <form id={squad.formId} onSubmit={squad.saveEdit} noValidate />
      <div className={layout.stackSm}>
        <SaveMessage message={squad.message} />
        <SaveMessage message={deletes.message} />
        <DataTable
          caption="Players"
          hideCaption
          columns={playerColumns(squad, (player) => void confirmDelete(player))}
          rows={squad.rows}
          rowKey={(p) => p.id}
          rowClassName={(p) => (p.id === editingId ? styles.editing : undefined)}
          className={cx(stacked.stacked, styles.table)}
          emptyText="No players yet. Add the first one."
        />
      </div>
      {dialog}
      {deletes.offer && (
        <UndoToast message={`${deletes.offer.name} deleted.`} onUndo={() => void deletes.undo()} onExpire={deletes.forget} undoing={deletes.undoing} offeredAt={deletes.offer.offeredAt} />
      )}
    </Card>
  );
}
