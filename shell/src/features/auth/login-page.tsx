import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginError, login, useSession } from 'shared-data';
import { MESSAGES, type SecondFactorStep } from 'shared-domain';
import { Alert, Button, Card, LoadingPanel, TextField } from 'shared-ui';
import styles from './login-page.module.css';
import { SESSION_ENDED_MESSAGE, readLoginState } from './login-return';

// Most sign-ins never see the second step: its code stays out of the login's first load (the login
// route's JavaScript budget) and is fetched while the password is checked.
const loadSecondStep = () => import('./second-factor-step');
const SecondFactorStepForm = lazy(() => loadSecondStep().then((m) => ({ default: m.SecondFactorStepForm })));

/**
 * Spec §2 "Login": one identifier field and a password, both required; "Sign In" / "Signing in...";
 * on success go to /admin, or back to the page the guard sent the user from (after an ended session,
 * which it announces). The super admin variant asks for a Username. An account with a second factor
 * then asks for its code (issue 12) before anything is signed in.
 */
export function LoginPage({ variant }: { variant: 'organizer' | 'superAdmin' }) {
  const session = useSession();
  const navigate = useNavigate();
  const { from, sessionEnded } = readLoginState(useLocation().state);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<SecondFactorStep | null>(null);

  // During the second step the session may already be signed in (recovery codes shown after an enrolment).
  if (session.status === 'signed-in' && !submitting && !step) return <Navigate to={from} replace />;

  const superAdmin = variant === 'superAdmin';
  const title = superAdmin ? 'Super Admin Login' : 'Admin Login';
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    loadSecondStep().catch(() => undefined);
    try {
      const answer = await login(identifier.trim(), password);
      if ('secondFactor' in answer) {
        setPassword('');
        setStep(answer);
        setSubmitting(false);
        return;
      }
      navigate(from, { replace: true });
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.message : MESSAGES.loginFailed);
      setSubmitting(false);
    }
  };

  if (step) {
    return (
      <section className={styles.login}>
        <Card title={title}>
          <Suspense fallback={<LoadingPanel text={MESSAGES.loading} />}>
            <SecondFactorStepForm
              step={step}
              onSignedIn={() => navigate(from, { replace: true })}
              onBack={(message) => {
                setStep(null);
                setError(message ?? null);
              }}
            />
          </Suspense>
        </Card>
      </section>
    );
  }

  return (
    <section className={styles.login}>
      <Card title={title}>
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
