import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, UndoToast } from 'shared-ui';
import { readDeletedTeamState } from '../../../common/api/deleted-team-state';
import { useRestoreTeamMutation } from '../api/use-restore-team-mutation';

/**
 * After a team delete (the history state names the team), "<name> deleted." with Undo for what is left
 * of the 10 s; Undo puts the team back exactly as it was.
 */
export function DeletedTeamUndo() {
  const location = useLocation();
  const navigate = useNavigate();
  const restore = useRestoreTeamMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const deleted = readDeletedTeamState(location.state);
  // The offer is over: drop it from history, so back or reload never offers it again.
  const forget = () => navigate(location.pathname, { replace: true, state: null });

  const undo = () => {
    if (!deleted) return;
    const { name } = deleted.deletedTeam;
    restore.mutate(deleted.deletedTeam, {
      onSuccess: () => setResult({ tone: 'success', text: `${name} restored.` }),
      onError: (failure) => {
        console.error('Restoring a team failed', failure);
        setResult({ tone: 'error', text: `${name} could not be restored.` });
      },
      onSettled: forget,
    });
  };

  // UndoToast gives only what is left of the 10 s since the delete, and forgets an offer already over.
  if (deleted) {
    return <UndoToast message={`${deleted.deletedTeam.name} deleted.`} onUndo={undo} onExpire={forget} undoing={restore.isPending} offeredAt={deleted.deletedAt} />;
  }
  return result ? <Alert tone={result.tone}>{result.text}</Alert> : null;
}
