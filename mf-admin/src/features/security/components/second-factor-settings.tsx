import { useState } from 'react';
import { SECOND_FACTOR_MESSAGES, type SecondFactorEnrolment, type SecondFactorStatus } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import {
  useDisableSecondFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useStartEnrolmentMutation,
} from '../api/use-second-factor-mutations';
import { CodeActionForm } from './code-action-form';
import { EnrolmentForm } from './enrolment-form';
import styles from './security.module.css';

interface Props {
  status: SecondFactorStatus;
  userId: string;
  /** A saved change, announced politely; null when a new change starts (the last one's message is old news). */
  onSaved: (message: string | null) => void;
  /** New recovery codes to show once. */
  onCodes: (codes: string[]) => void;
}

/** Which change is open: at most one at a time. */
type Open = { kind: 'enrol'; enrolment: SecondFactorEnrolment } | { kind: 'disable' } | { kind: 'regenerate' } | null;

/** The status of two-step verification and the changes it allows: set up when off; turn off or renew codes when on. */
export function SecondFactorSettings({ status, userId, onSaved, onCodes }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const startEnrolment = useStartEnrolmentMutation();
  const disable = useDisableSecondFactorMutation(userId);
  const regenerate = useRegenerateRecoveryCodesMutation(userId);
  const close = () => setOpen(null);
  const begin = (next: Open) => {
    onSaved(null);
    setOpen(next);
  };

  const setUp = async () => {
    onSaved(null);
    startEnrolment.reset();
    try {
      setOpen({ kind: 'enrol', enrolment: await startEnrolment.mutateAsync() });
    } catch {
      // Said below the button (startEnrolment.isError).
    }
  };

  return (
    <div className={layout.stackSm}>
      <p className={styles.status}>
        Status: <strong data-state={status.enabled ? 'on' : 'off'}>{status.enabled ? 'On' : 'Off'}</strong>
      </p>
      {status.enabled && <p className={styles.status}>Recovery codes left: {status.recoveryCodesLeft}</p>}
      {status.required && <p className={layout.muted}>{SECOND_FACTOR_MESSAGES.requiredForSuperAdmin}</p>}

      {!status.enabled && open?.kind !== 'enrol' && (
        <div className={layout.actions}>
          <Button onClick={() => void setUp()} loading={startEnrolment.isPending} loadingText="Setting up...">
            Set up two-step verification
          </Button>
        </div>
      )}
      {startEnrolment.isError && <Alert tone="error">Could not start the set-up. Please try again.</Alert>}
      {open?.kind === 'enrol' && (
        <EnrolmentForm
          enrolment={open.enrolment}
          userId={userId}
          onCancel={close}
          onEnabled={(codes) => {
            close();
            onCodes(codes);
            onSaved('Two-step verification is on.');
          }}
        />
      )}

      {status.enabled && open === null && (
        <div className={layout.actions}>
          {/* The super admin's cannot be turned off (it is required): the note above says why. */}
          {!status.required && (
            <Button variant="secondary" onClick={() => begin({ kind: 'disable' })}>
              Turn off two-step verification
            </Button>
          )}
          <Button variant="secondary" onClick={() => begin({ kind: 'regenerate' })}>
            New recovery codes
          </Button>
        </div>
      )}
      {open?.kind === 'disable' && (
        <CodeActionForm
          title="Turn off two-step verification"
          submitLabel="Turn off"
          submittingLabel="Turning off..."
          danger
          failureText="Could not turn off two-step verification. Please try again."
          onCancel={close}
          run={async (code) => {
            await disable.mutateAsync(code);
            close();
            onSaved('Two-step verification is off.');
          }}
        >
          <p>Sign-in will ask for your password only. Enter a code from your authenticator app, or a recovery code, to confirm.</p>
        </CodeActionForm>
      )}
      {open?.kind === 'regenerate' && (
        <CodeActionForm
          title="New recovery codes"
          submitLabel="Create new codes"
          submittingLabel="Creating..."
          failureText="Could not create new recovery codes. Please try again."
          onCancel={close}
          run={async (code) => {
            const codes = await regenerate.mutateAsync(code);
            close();
            onCodes(codes);
            onSaved('New recovery codes created. The old ones no longer work.');
          }}
        >
          <p>Your current recovery codes stop working. Enter a code from your authenticator app, or a recovery code, to confirm.</p>
        </CodeActionForm>
      )}
    </div>
  );
}
