import { useRef } from 'react';
import { GatewayError } from 'shared-data';
import type { Organizer } from 'shared-domain';
import { Alert, AlertDialog, Button } from 'shared-ui';
import { useResetSecondFactorMutation } from '../api/use-organizer-mutations';

interface Props {
  organizer: Organizer;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * The super admin's "Reset two-step verification" for an organizer who lost their authenticator app and
 * recovery codes (issue 12), behind a confirmation: Cancel has the focus, a failure is said inside.
 */
export function ResetSecondFactorDialog({ organizer, onDone, onCancel }: Props) {
  const reset = useResetSecondFactorMutation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await reset.mutateAsync(organizer.id);
      onDone(`Two-step verification reset for ${organizer.name}.`);
    } catch {
      // Said in the dialog (reset.error); it stays open to try again or cancel.
    }
  };

  return (
    <AlertDialog
      title="Reset two-step verification?"
      initialFocus={cancelRef}
      onDismiss={reset.isPending ? undefined : onCancel}
      actions={
        <>
          <Button variant="danger" onClick={() => void confirm()} loading={reset.isPending} loadingText="Resetting...">
            Reset
          </Button>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={reset.isPending}>
            Cancel
          </Button>
        </>
      }
    >
      <p>
        {organizer.name} will sign in with their password only, until they set up two-step verification again on their Security page.
      </p>
      {reset.isError && (
        <Alert tone="error">
          {reset.error instanceof GatewayError && reset.error.status === 404
            ? reset.error.message
            : 'Failed to reset two-step verification. Please try again.'}
        </Alert>
      )}
    </AlertDialog>
  );
}
