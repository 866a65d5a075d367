import { useForm } from 'react-hook-form';
import { GatewayError } from 'shared-data';
import { MESSAGES, validatePassword } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useResetPasswordMutation } from '../api/use-organizer-mutations';
import styles from './reset-password-row.module.css';

interface Props {
  email: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** The inline reset-password row of one organizer; closes on cancel or success (spec §2). */
export function ResetPasswordRow({ email, onDone, onCancel }: Props) {
  const resetPassword = useResetPasswordMutation(email);
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { password: '' } });

  const onSubmit = async ({ password }: { password: string }) => {
    const invalid = validatePassword(password);
    if (invalid) {
      setError('root', { message: invalid });
      return;
    }
    try {
      await resetPassword.mutateAsync(password);
      onDone(MESSAGES.passwordResetSuccess);
    } catch (failure) {
      setError('root', { message: failure instanceof GatewayError && failure.status === 400 ? failure.message : MESSAGES.passwordResetFailed });
    }
  };

  return (
    <form className={styles.row} onSubmit={handleSubmit(onSubmit)} aria-label={`Reset password for ${email}`}>
      <TextField label="New Password" type="password" required autoComplete="new-password" {...register('password')} />
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" size="sm" loading={formState.isSubmitting} loadingText="Saving...">
          Save Password
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
