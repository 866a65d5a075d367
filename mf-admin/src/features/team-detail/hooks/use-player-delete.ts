import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { playerFullName, removePlayerFromSquad, restorePlayerToSquad, type Player, type RemovedPlayer } from 'shared-domain';
import { saveNotice, type FormMessage } from '../../../common/components/save-message';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';

/** The team page's history state after a player was deleted on their own page (read back by the squad). */
export interface DeletedPlayerState {
  deletedPlayer: RemovedPlayer;
  deletedAt: number;
}

/** The deleted player in a history state, or null (history state is whatever was stored: it is checked). */
function readDeletedPlayerState(state: unknown): DeletedPlayerState | null {
  if (!state || typeof state !== 'object') return null;
  const { deletedPlayer, deletedAt } = state as Partial<DeletedPlayerState>;
  if (!deletedPlayer || typeof deletedPlayer.player?.id !== 'string' || typeof deletedPlayer.index !== 'number' || typeof deletedAt !== 'number') return null;
  return { deletedPlayer, deletedAt };
}

export const playerDisplayName = (player: Player) => playerFullName(player) || 'Unnamed player';

/**
 * Deleting a player from the squad and the 10 s undo that puts them back at their place. Their goals
 * and lineup entries in matches are kept (shown as "Former player"). A delete made on the player's
 * own page arrives here through the history state, so the team page offers its undo.
 */
export function usePlayerDelete(editor: TeamEditor) {
  const location = useLocation();
  const navigate = useNavigate();
  const [recent, setRecent] = useState<DeletedPlayerState | null>(() => readDeletedPlayerState(location.state));
  const [message, setMessage] = useState<FormMessage>(null);

  const forget = () => {
    setRecent(null);
    if (readDeletedPlayerState(location.state)) navigate(location.pathname, { replace: true, state: null });
  };

  const remove = async (player: Player) => {
    let removed: RemovedPlayer | null = null;
    const outcome = await editor.save((current) => {
      const result = removePlayerFromSquad(current.players ?? [], player.id);
      removed = result?.removed ?? null;
      return { players: result?.players ?? current.players ?? [] };
    }, { tag: player.id });
    setMessage(outcome.status === 'saved' ? null : saveNotice(outcome, ''));
    if (outcome.status === 'saved' && removed) setRecent({ deletedPlayer: removed, deletedAt: Date.now() });
  };

  const undo = async () => {
    if (!recent) return;
    const { deletedPlayer } = recent;
    const outcome = await editor.save((current) => ({ players: restorePlayerToSquad(current.players ?? [], deletedPlayer) }), { tag: 'undo' });
    forget();
    setMessage(saveNotice(outcome, `${playerDisplayName(deletedPlayer.player)} restored.`));
  };

  const offer = recent ? { name: playerDisplayName(recent.deletedPlayer.player), offeredAt: recent.deletedAt } : null;
  return { offer, message, remove, undo, forget, undoing: editor.isSaving('undo') };
}

