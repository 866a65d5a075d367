import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createDefaultPlayer, createId, playerChanges, playerDraft, playerFullName, updatePlayerInList, type Player, type PlayerDraft } from 'shared-domain';
import { saveNotice, type FormMessage } from '../../../common/components/save-message';
import { usePlayerDraftFields } from '../../../common/hooks/use-player-draft-fields';
import { useRevisionReset } from '../../../common/hooks/use-revision-reset';
import type { TeamSave } from '../../../common/api/use-team-save-mutation';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';

/**
 * The squad table's editing: one row at a time in a react-hook-form draft, adding a player with the
 * spec's defaults (then editing it), and the public switch per row. Every write goes through the team
 * editor, so saves never race each other.
 */
export function useSquadEditing(editor: TeamEditor) {
  const formId = `player-edit${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const form = useForm<PlayerDraft>();
  // The row's number, names and date are checked like the player page's: a typo is refused, not saved.
  const fields = usePlayerDraftFields(form);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  // Stored data replaced the team (another edit merged in): the row being edited keeps what was typed
  // and takes the fresh values of the fields not touched; a player deleted meanwhile closes the row.
  useRevisionReset(editor.revision, () => {
    const fresh = editingId === null ? undefined : editor.team.players?.find((p) => p.id === editingId);
    if (fresh) form.reset(playerDraft(fresh), { keepDirtyValues: true });
    else setEditingId(null);
  });
  // Focus moves in the commit that shows the row's inputs (or its Edit button again), never a frame
  // later: a deferred focus could land while the user already types in another field of the row.
  const editButtonId = useCallback((playerId: string) => `${formId}-edit-${playerId}`, [formId]);
  const [focusTarget, setFocusTarget] = useState<{ firstNameOf: string } | { editButtonOf: string } | null>(null);
  const focused = useRef<typeof focusTarget>(null);
  useLayoutEffect(() => {
    // Each requested move happens once, whatever else re-renders the table.
    if (!focusTarget || focused.current === focusTarget) return;
    focused.current = focusTarget;
    if ('firstNameOf' in focusTarget) form.setFocus('firstName');
    else document.getElementById(editButtonId(focusTarget.editButtonOf))?.focus();
  }, [focusTarget, form, editButtonId]);

  const beginEdit = (player: Player) => {
    form.reset(playerDraft(player));
    setFocusTarget({ firstNameOf: player.id });
    setEditingId(player.id);
  };
  const startEdit = (player: Player) => {
    setMessage(null);
    beginEdit(player);
  };
  const stopEdit = (playerId: string) => {
    setFocusTarget({ editButtonOf: playerId });
    setEditingId(null);
  };

  /** Runs one save tagged with its row (so that row shows it is busy), then says how it went. */
  const run = async (tag: string, fields: TeamSave['fields'], success: string, optimistic = false) => {
    setMessage(null);
    const outcome = await editor.save(fields, { tag, optimistic });
    setMessage(saveNotice(outcome, success));
    return outcome;
  };

  const addPlayer = async () => {
    const now = Date.now();
    const player = createDefaultPlayer(createId('player', now, Math.random), new Date(now).toISOString());
    const outcome = await run('add', (current) => ({ players: [...(current.players ?? []), player] }), `${playerFullName(player)} added.`);
    // The new player opens for editing; the message saying it was added stays.
    if (outcome.status === 'saved') beginEdit(player);
  };

  const saveEdit = form.handleSubmit(async (draft) => {
    if (!editingId) return;
    const playerId = editingId;
    const changes = playerChanges(draft);
    const success = `${playerFullName(changes) || 'Player'} saved.`;
    const outcome = await run(playerId, (current) => ({ players: updatePlayerInList(current.players ?? [], playerId, changes) }), success);
    // A conflict nobody resolved shows the stored squad ("the latest version is shown"): the row closes.
    if (outcome.status === 'saved' || outcome.status === 'conflict') stopEdit(playerId);
  });

  const togglePublic = (player: Player) => {
    const isPublic = !player.isPublic;
    const success = `${playerFullName(player)} is now ${isPublic ? 'visible to everyone' : 'hidden from the public'}.`;
    // The switch flips at once; a failure or a lost race puts it back to what is stored.
    return run(player.id, (current) => ({ players: updatePlayerInList(current.players ?? [], player.id, { isPublic }) }), success, true);
  };

  return { formId, form, fields, editingId, isSaving: editor.isSaving, message, editButtonId, startEdit, stopEdit, addPlayer, saveEdit, togglePublic };
}

export type SquadEditing = ReturnType<typeof useSquadEditing>;
