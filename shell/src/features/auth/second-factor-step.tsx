import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoginError, completeSecondFactor } from 'shared-data';
import { MESSAGES, SECOND_FACTOR_MESSAGES, type SecondFactorStep } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import { AuthenticatorSecret, RecoveryCodeList, SecondFactorCodeField } from 'shared-ui/second-factor';
import styles from './second-factor-step.module.css';

interface Props {
  step: SecondFactorStep;
  onSignedIn: () => void;
  /** Back to the password; with the reason when the step cannot go on (its challenge expired). */
  onBack: (message?: string) => void;
}

/**
 * The login's second step (issue 12): a code from the authenticator app or a recovery code. For an
 * account that must have a second factor and has none ('enrol'), the secret is added to an app first,
 * and the recovery codes issued with it are shown before the page moves on.
 */
export function SecondFactorStepForm({ step, onSignedIn, onBack }: Props) {
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // The password form just went away: the code field takes the focus so typing goes on there.
  useEffect(() => codeField.current?.focus(), []);

  if (recoveryCodes) return <RecoveryCodesNotice codes={recoveryCodes} onContinue={onSignedIn} />;

  const enrolment = step.secondFactor === 'enrol' ? step.enrolment : null;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setVerifying(true);
    try {
      const done = await completeSecondFactor(step.challenge, code);
      if (done.recoveryCodes) {
        setRecoveryCodes(done.recoveryCodes);
        return;
      }
      onSignedIn();
    } catch (failure) {
      const message = failure instanceof LoginError ? failure.message : MESSAGES.loginFailed;
      // No code helps once the challenge is gone: the password comes first again.
      if (message === SECOND_FACTOR_MESSAGES.challengeExpired) onBack(message);
      else setError(message);
      setVerifying(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className={styles.form} aria-label="Two-step verification">
      {enrolment && (
        <>
          <p>
            This account needs two-step verification. Scan the QR code with your authenticator app, or type the secret key into it,
            then enter the 6-digit code the app shows.
          </p>
          <AuthenticatorSecret enrolment={enrolment} />
        </>
      )}
      <SecondFactorCodeField
        ref={codeField}
        name="code"
        hint={enrolment ? 'Enter the 6-digit code from your authenticator app.' : SECOND_FACTOR_MESSAGES.codeRequired}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={verifying} loadingText="Verifying...">
        Verify
      </Button>
      <Button variant="ghost" onClick={() => onBack()} disabled={verifying}>
        Back to sign in
      </Button>
    </form>
  );
}

/** The recovery codes of a finished enrolment, shown once: the page moves on when the user says so. */
function RecoveryCodesNotice({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.form}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        Save your recovery codes
      </h3>
      <p>Each code signs you in once if you lose your authenticator app. They are shown only now: keep them somewhere safe.</p>
      <RecoveryCodeList codes={codes} />
      <Button onClick={onContinue}>Continue</Button>
    </div>
  );
}
