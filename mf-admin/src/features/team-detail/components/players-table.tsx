import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  createDefaultPlayer,
  createId,
  playerChanges,
  playerDraft,
  playerFullName,
  playerPositionOptions,
  updatePlayerInList,
  type Player,
  type PlayerDraft,
} from 'shared-domain';
import { Button, Card, DataTable, SelectField, TextField, VisuallyHidden, type DataTableColumn } from 'shared-ui';
import { saveOutcomeMessage, type TeamEditor } from '../../../common/hooks/use-team-editor';
import { formatDate } from './format-date';
import { PublicToggle } from '../../../common/components/public-toggle';
import { SaveMessage, type FormMessage } from '../../../common/components/save-message';

/**
 * The squad (spec §2 "players table (add, edit)"): add a player with the spec's defaults, edit one row
 * at a time inline, switch a player public or hidden in place, open a player's page.
 */
export function PlayersTable({ editor }: { editor: TeamEditor }) {
  const players = editor.team.players ?? [];
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<PlayerDraft | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  const [seenRevision, setSeenRevision] = useState(editor.revision);
  const formId = `player-edit${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  if (seenRevision !== editor.revision) {
    // Stored data replaced the team: drop an edit of data that is no longer what is stored.
    setSeenRevision(editor.revision);
    setEditingId(null);
    setDraft(null);
  }

  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const editButtonId = (playerId: string) => `${formId}-edit-${playerId}`;
  const firstNameId = `${formId}-first-name`;

  const startEdit = (player: Player) => {
    setEditingId(player.id);
    setDraft(playerDraft(player));
    setMessage(null);
    focusLater(firstNameId);
  };
  const stopEdit = (playerId: string) => {
    setEditingId(null);
    setDraft(null);
    focusLater(editButtonId(playerId));
  };

  const report = (outcome: Awaited<ReturnType<TeamEditor['save']>>, success: string) =>
    setMessage(outcome.status === 'saved' ? { tone: 'success', text: success } : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' });

  const addPlayer = async () => {
    setBusy('add');
    setMessage(null);
    const now = Date.now();
    const player = createDefaultPlayer(createId('player', now, Math.random), new Date(now).toISOString());
    const outcome = await editor.save((current) => ({ players: [...(current.players ?? []), player] }));
    setBusy(null);
    if (outcome.status === 'saved') startEdit(player);
    report(outcome, `${playerFullName(player)} added.`);
  };

  const saveEdit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editingId || !draft) return;
    const playerId = editingId;
    const changes = playerChanges(draft);
    setBusy(playerId);
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], playerId, changes) }));
    setBusy(null);
    report(outcome, `${playerFullName(changes) || 'Player'} saved.`);
    if (outcome.status === 'saved') stopEdit(playerId);
  };

  const togglePublic = async (player: Player) => {
    setBusy(player.id);
    setMessage(null);
    const isPublic = !player.isPublic;
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { isPublic }) }));
    setBusy(null);
    report(outcome, `${playerFullName(player)} is now ${isPublic ? 'visible to everyone' : 'hidden from the public'}.`);
  };

  const onEditKeyDown = (event: KeyboardEvent<HTMLElement>, playerId: string) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEdit(playerId);
    }
  };

  const change = (patch: Partial<PlayerDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const editing = (player: Player) => player.id === editingId && draft !== null;

  const columns: DataTableColumn<Player>[] = [
    {
      key: 'number',
      header: 'No.',
      width: '5.5rem',
      cell: (player) =>
        editing(player) ? (
          <TextField
            form={formId}
            label="Number"
            hideLabel
            name="number"
            inputMode="numeric"
            value={draft!.number}
            onChange={(e) => change({ number: e.target.value })}
            onKeyDown={(e) => onEditKeyDown(e, player.id)}
            fieldClassName="admin-cell-field admin-cell-field--number"
          />
        ) : player.number !== null && player.number !== undefined ? (
          player.number
        ) : (
          <>
            <span className="admin-muted" aria-hidden="true">
              —
            </span>
            <VisuallyHidden>No number</VisuallyHidden>
          </>
        ),
    },
    {
      key: 'name',
      header: 'Player',
      rowHeader: true,
      cell: (player) =>
        editing(player) ? (
          <div className="admin-cell-pair">
            <TextField
              id={firstNameId}
              form={formId}
              label="First Name"
              hideLabel
              placeholder="First name"
              name="first-name"
              value={draft!.firstName}
              onChange={(e) => change({ firstName: e.target.value })}
              onKeyDown={(e) => onEditKeyDown(e, player.id)}
              fieldClassName="admin-cell-field"
            />
            <TextField
              form={formId}
              label="Last Name"
              hideLabel
              placeholder="Last name"
              name="last-name"
              value={draft!.lastName}
              onChange={(e) => change({ lastName: e.target.value })}
              onKeyDown={(e) => onEditKeyDown(e, player.id)}
              fieldClassName="admin-cell-field"
            />
          </div>
        ) : (
          <Link to={`/players/${player.id}`}>{playerFullName(player) || 'Unnamed player'}</Link>
        ),
    },
    {
      key: 'position',
      header: 'Position',
      cell: (player) =>
        editing(player) ? (
          <SelectField
            form={formId}
            label="Position"
            hideLabel
            name="position"
            value={draft!.position}
            options={playerPositionOptions(player.position).map((p) => ({ value: p, label: p }))}
            onChange={(e) => change({ position: e.target.value })}
            onKeyDown={(e) => onEditKeyDown(e, player.id)}
            fieldClassName="admin-cell-field"
          />
        ) : (
          player.position
        ),
    },
    {
      key: 'dob',
      header: 'Date of Birth',
      cell: (player) =>
        editing(player) ? (
          <TextField
            form={formId}
            label="Date of Birth"
            hideLabel
            name="date-of-birth"
            type="date"
            value={draft!.dateOfBirth}
            onChange={(e) => change({ dateOfBirth: e.target.value })}
            onKeyDown={(e) => onEditKeyDown(e, player.id)}
            fieldClassName="admin-cell-field"
          />
        ) : (
          formatDate(player.dateOfBirth) ?? <span className="admin-muted">—</span>
        ),
    },
    {
      key: 'public',
      header: 'Public',
      cell: (player) => (
        <PublicToggle
          isPublic={player.isPublic === true}
          label={`Public: ${playerFullName(player) || 'player'}`}
          busy={busy === player.id}
          onToggle={() => togglePublic(player)}
        />
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'end',
      cell: (player) =>
        editing(player) ? (
          <div className="admin-actions admin-actions--nowrap">
            <Button type="submit" form={formId} size="sm" loading={busy === player.id} loadingText="Saving...">
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => stopEdit(player.id)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button
            id={editButtonId(player.id)}
            size="sm"
            variant="secondary"
            disabled={editingId !== null}
            aria-label={`Edit ${playerFullName(player) || 'player'}`}
            onClick={() => startEdit(player)}
          >
            Edit
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={`Players (${players.length})`}
      actions={
        <Button size="sm" onClick={addPlayer} loading={busy === 'add'} loadingText="Adding..." disabled={editingId !== null}>
          + Add Player
        </Button>
      }
    >
      {/* The inputs of the row being edited belong to this form through their form attribute (a form cannot wrap a table row). */}
      <form id={formId} onSubmit={saveEdit} noValidate />
      <div className="admin-stack-sm">
        <SaveMessage message={message} />
        <DataTable
          caption="Players"
          hideCaption
          columns={columns}
          rows={players}
          rowKey={(p) => p.id}
          rowClassName={(p) => (p.id === editingId ? 'admin-row--editing' : undefined)}
          className="admin-players-table"
          emptyText="No players yet. Add the first one."
        />
      </div>
    </Card>
  );
}
