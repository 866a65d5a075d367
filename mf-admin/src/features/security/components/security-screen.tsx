import { useState } from 'react';
import { useSession } from 'shared-data';
import { MESSAGES, type PublicUser } from 'shared-domain';
import { Alert, Button, Card, LoadingPanel, PageHeader } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useSecondFactorStatusQuery } from '../api/use-second-factor-status-query';
import { useIssuedCodes } from '../hooks/use-issued-codes';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorSettings } from './second-factor-settings';

/** Issue 12: the signed-in account's own security, for organizers and the super admin alike (a guarded route). */
export function SecurityScreen() {
  const session = useSession();
  // The shell's guard renders this screen only when signed in.
  if (session.status !== 'signed-in') return <LoadingPanel text={MESSAGES.loading} />;
  return <Security user={session.user} />;
}

function Security({ user }: { user: PublicUser }) {
  const account = user.email ?? user.username ?? user.id;
  const status = useSecondFactorStatusQuery(user.id);
  const issued = useIssuedCodes(account);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className={layout.stack}>
      <PageHeader title="Security" subtitle={`Signed in as ${account}`} />
      <Card title="Two-step verification">
        <div className={layout.stackSm}>
          <p className={layout.muted}>
            After your password, sign-in asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone
            cannot sign in.
          </p>
          {status.isPending && <LoadingPanel text={MESSAGES.loading} />}
          {status.isError && (
            <Alert tone="error">
              Could not load your two-step verification.{' '}
              <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
                Retry
              </Button>
            </Alert>
          )}
          {saved && <Alert tone="success">{saved}</Alert>}
          {status.data &&
            (issued.issued ? (
              <RecoveryCodes issued={issued.issued} onClose={issued.close} />
            ) : (
              <SecondFactorSettings
                status={status.data}
                userId={user.id}
                onCodes={issued.show}
                onSaved={setSaved}
              />
            ))}
        </div>
      </Card>
    </div>
  );
}
