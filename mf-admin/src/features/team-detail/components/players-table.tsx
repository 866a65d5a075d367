import { Button, Card, DataTable, cx } from 'shared-ui';
import { SaveMessage } from '../../../common/components/save-message';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';
import layout from '../../../common/styles/layout.module.css';
import stacked from '../../../common/styles/stacked-table.module.css';
import { useSquadEditing } from '../hooks/use-squad-editing';
import { playerColumns } from './player-columns';
import styles from './players-table.module.css';

/**
 * The squad (spec §2 "players table (add, edit)"): add a player with the spec's defaults, edit one row
 * at a time inline, switch a player public or hidden in place, open a player's page.
 */
export function PlayersTable({ editor }: { editor: TeamEditor }) {
  const players = editor.team.players ?? [];
  const squad = useSquadEditing(editor);
  const { editingId } = squad;

  return (
    <Card
      title={`Players (${players.length})`}
      actions={
        <Button size="sm" onClick={squad.addPlayer} loading={squad.isSaving('add')} loadingText="Adding..." disabled={editingId !== null}>
          + Add Player
        </Button>
      }
    >
      {/* The inputs of the row being edited belong to this form through their form attribute (a form cannot wrap a table row). */}
      <form id={squad.formId} onSubmit={squad.saveEdit} noValidate />
      <div className={layout.stackSm}>
        <SaveMessage message={squad.message} />
        <DataTable
          caption="Players"
          hideCaption
          columns={playerColumns(squad)}
          rows={players}
          rowKey={(p) => p.id}
          rowClassName={(p) => (p.id === editingId ? styles.editing : undefined)}
          className={cx(stacked.stacked, styles.table)}
          emptyText="No players yet. Add the first one."
        />
      </div>
    </Card>
  );
}
