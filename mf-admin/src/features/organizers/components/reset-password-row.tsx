import { useState, type FormEvent } from 'react';
import { GatewayError, organizersRepository } from 'shared-data';
import { MESSAGES, validatePassword } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';

interface Props {
  email: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** The inline reset-password row of one organizer; closes on cancel or success (spec §2). */
export function ResetPasswordRow({ email, onDone, onCancel }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validatePassword(password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    try {
      await organizersRepository.resetPassword(email, password);
      onDone(MESSAGES.passwordResetSuccess);
    } catch (failure) {
      setError(failure instanceof GatewayError && failure.status === 400 ? failure.message : MESSAGES.passwordResetFailed);
      setSaving(false);
    }
  };

  return (
    <form className="admin-inline-form" onSubmit={onSubmit} aria-label={`Reset password for ${email}`}>
      <TextField
        label="New Password"
        name="new-password"
        type="password"
        required
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="admin-actions">
        <Button type="submit" size="sm" loading={saving} loadingText="Saving...">
          Save Password
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
