import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginError, login, useSession } from 'shared-data';
import { MESSAGES } from 'shared-domain';
import { Alert, Button, Card, TextField } from 'shared-ui';
import styles from './login-page.module.css';
import { SESSION_ENDED_MESSAGE, readLoginState } from './login-return';

/**
 * Spec §2 "Login": one identifier field and a password, both required; "Sign In" / "Signing in...";
 * on success go to /admin, or back to the page the guard sent the user from (after an ended session,
 * which it announces). The super admin variant asks for a Username.
 */
export function LoginPage({ variant }: { variant: 'organizer' | 'superAdmin' }) {
  const session = useSession();
  const navigate = useNavigate();
  const { from, sessionEnded } = readLoginState(useLocation().state);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.status === 'signed-in' && !submitting) return <Navigate to={from} replace />;

  const superAdmin = variant === 'superAdmin';
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login(identifier.trim(), password);
      navigate(from, { replace: true });
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.message : MESSAGES.loginFailed);
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.login}>
      <Card title={superAdmin ? 'Super Admin Login' : 'Admin Login'}>
        <form onSubmit={onSubmit} className={styles.form} noValidate={false}>
          {sessionEnded && <Alert tone="warning">{SESSION_ENDED_MESSAGE}</Alert>}
          <TextField
            label={superAdmin ? 'Username' : 'Email or Username'}
            name="identifier"
            autoComplete="username"
            required
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" loading={submitting} loadingText="Signing in...">
            Sign In
          </Button>
        </form>
      </Card>
    </section>
  );
}
