import { useForm } from 'react-hook-form';
import type { SecondFactorEnrolment } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import { AuthenticatorSecret, SecondFactorCodeField } from 'shared-ui/second-factor';
import layout from '../../../common/styles/layout.module.css';
import { useConfirmSecondFactorMutation } from '../api/use-second-factor-mutations';
import { refusalText } from './refusal-text';
import styles from './security.module.css';

interface Props {
  enrolment: SecondFactorEnrolment;
  userId: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Adds the pending secret to an authenticator app (QR code or typed) and turns it on with the app's code. */
export function EnrolmentForm({ enrolment, userId, onEnabled, onCancel }: Props) {
  const confirm = useConfirmSecondFactorMutation(userId);
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      onEnabled(await confirm.mutateAsync(code));
    } catch (failure) {
      setError('root', { message: refusalText(failure, 'Could not turn on two-step verification. Please try again.') });
    }
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Set up two-step verification">
      <ol className={styles.steps}>
        <li>Scan the QR code with your authenticator app, or type the secret key into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <AuthenticatorSecret enrolment={enrolment} hint="For apps that cannot scan: type it in as a time-based key." />
      <SecondFactorCodeField hint="Enter the 6-digit code from your authenticator app." {...register('code')} />
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Turning on...">
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
