import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, cx } from 'shared-ui';
import { SecondFactorCodeField } from 'shared-ui/second-factor';
import layout from '../../../common/styles/layout.module.css';
import { refusalText } from './refusal-text';
import styles from './security.module.css';

interface Props {
  /** The form's name, e.g. "Turn off two-step verification". */
  title: string;
  children: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  danger?: boolean;
  /** Said when the change failed for a reason the gateway did not name. */
  failureText: string;
  /** The change, proven with the typed code; resolves when it is saved. */
  run: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** A change to the second factor that asks for a current code (or a recovery code) first. */
export function CodeActionForm({ title, children, submitLabel, submittingLabel, danger = false, failureText, run, onCancel }: Props) {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { code: '' } });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await run(code);
    } catch (failure) {
      setError('root', { message: refusalText(failure, failureText) });
    }
  };

  return (
    <form className={cx(layout.form, styles.panel)} onSubmit={handleSubmit(onSubmit)} aria-label={title}>
      <div>{children}</div>
      <SecondFactorCodeField {...register('code')} />
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={formState.isSubmitting} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
