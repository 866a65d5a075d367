import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createDefaultPlayer, createId, playerFullName, type Player } from 'shared-domain';
import { playerChanges, playerDraft, updatePlayerInList, type PlayerDraft } from 'shared-domain/squad-editing';
import { saveNotice, type FormMessage } from '../../../common/components/save-message';
import { usePlayerDraftFields } from '../../../common/hooks/use-player-draft-fields';
import { useRevisionReset } from '../../../common/hooks/use-revision-reset';
import type { TeamSave } from '../../../common/api/use-team-save-mutation';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';

type FocusTarget = { firstNameOf: string } | { editButtonOf: string } | { addButton: true };

/**
 * The squad table's editing: one row at a time in a react-hook-form draft, adding a player (an unsaved
 * row with the spec's defaults, stored only by its Save: Cancel leaves nothing, issue 22), and the public
 * switch per row. Every write goes through the team editor, so saves never race each other.
 */
export function useSquadEditing(editor: TeamEditor) {
  const formId = `player-edit${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useForm<PlayerDraft>();
  const [editingId, setEditingId] = useState<string | null>(null);
  // The player "+ Add Player" opened: shown as the last row, in no stored squad until saved.
  const [newPlayer, setNewPlayer] = useState<Player | null>(null);
  const stored = editor.team.players ?? [];
  // The row's number, names and date are checked like the player page's: a typo, or a number a teammate
  // wears, is refused, not saved.
  const fields = usePlayerDraftFields(form, () => (editingId === null ? undefined : { players: stored, playerId: editingId }));
  const [message, setMessage] = useState<FormMessage>(null);
  // Stored data replaced the team (another edit merged in): the row being edited keeps what was typed
  // and takes the fresh values of the fields not touched; a player deleted meanwhile closes the row.
  // The unsaved new row has nothing stored to take and stays as typed.
  useRevisionReset(editor.revision, () => {
    if (editingId !== null && editingId === newPlayer?.id) return;
    const fresh = editingId === null ? undefined : stored.find((p) => p.id === editingId);
    if (fresh) form.reset(playerDraft(fresh), { keepDirtyValues: true });
    else setEditingId(null);
  });
  // Focus moves in the commit that shows the row's inputs (or its Edit button again), never a frame
  // later: a deferred focus could land while the user already types in another field of the row.
  const editButtonId = useCallback((playerId: string) => `${formId}-edit-${playerId}`, [formId]);
  const addButtonId = `${formId}-add`;
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const focused = useRef<typeof focusTarget>(null);
  useLayoutEffect(() => {
    // Each requested move happens once, whatever else re-renders the table.
    if (!focusTarget || focused.current === focusTarget) return;
    focused.current = focusTarget;
    if ('firstNameOf' in focusTarget) form.setFocus('firstName');
    else document.getElementById('addButton' in focusTarget ? addButtonId : editButtonId(focusTarget.editButtonOf))?.focus();
  }, [focusTarget, form, editButtonId, addButtonId]);

  const beginEdit = (player: Player) => {
    form.reset(playerDraft(player));
    setFocusTarget({ firstNameOf: player.id });
    setEditingId(player.id);
  };
  const startEdit = (player: Player) => {
    setMessage(null);
    beginEdit(player);
  };
  /** Closes the row being edited; the unsaved new row goes with nothing stored. */
  const stopEdit = (playerId: string) => {
    const adding = playerId === newPlayer?.id;
    if (adding) setNewPlayer(null);
    setFocusTarget(adding ? { addButton: true } : { editButtonOf: playerId });
    setEditingId(null);
  };

  /** Runs one save tagged with its row (so that row shows it is busy), then says how it went. */
  const run = async (tag: string, fields: TeamSave['fields'], success: string, optimistic = false) => {
    setMessage(null);
    const outcome = await editor.save(fields, { tag, optimistic });
    setMessage(saveNotice(outcome, success));
    return outcome;
  };

  /** Opens a new row with the spec's defaults (New Player, Forward, number 1, public); nothing is stored yet. */
  const addPlayer = () => {
    const now = Date.now();
    const player = createDefaultPlayer(createId('player', now, Math.random), new Date(now).toISOString());
    setMessage(null);
    setNewPlayer(player);
    beginEdit(player);
  };

  const saveEdit = form.handleSubmit(async (draft) => {
    if (!editingId) return;
    const playerId = editingId;
    const changes = playerChanges(draft);
    const adding = newPlayer?.id === playerId ? newPlayer : null;
    const name = playerFullName(changes) || 'Player';
    const outcome = adding
      ? await run(playerId, (current) => ({ players: [...(current.players ?? []), ...updatePlayerInList([adding], playerId, changes)] }), `${name} added.`)
      : await run(playerId, (current) => ({ players: updatePlayerInList(current.players ?? [], playerId, changes) }), `${name} saved.`);
    // A conflict nobody resolved shows the stored squad ("the latest version is shown"): the row closes.
    if (outcome.status === 'saved' || outcome.status === 'conflict') {
      if (adding) setNewPlayer(null);
      setFocusTarget({ editButtonOf: playerId });
      setEditingId(null);
    }
  });

  const togglePublic = (player: Player) => {
    const isPublic = !player.isPublic;
    // The unsaved new row's switch is part of what its Save stores.
    if (player.id === newPlayer?.id) return setNewPlayer({ ...player, isPublic });
    const success = `${playerFullName(player)} is now ${isPublic ? 'visible to everyone' : 'hidden from the public'}.`;
    // The switch flips at once; a failure or a lost race puts it back to what is stored.
    return run(player.id, (current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { isPublic }) }), success, true);
  };

  const rows = newPlayer ? [...stored, newPlayer] : stored;
  return { formId, form, fields, rows, editingId, isSaving: editor.isSaving, message, editButtonId, addButtonId, startEdit, stopEdit, addPlayer, saveEdit, togglePublic };
}

export type SquadEditing = ReturnType<typeof useSquadEditing>;
