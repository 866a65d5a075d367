import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentOrganizerId, useSession } from 'shared-data';
import { MESSAGES, canAccessOrganizer, canChooseOrganizer, isSuperAdmin, type PublicUser } from 'shared-domain';
import { LoadingPanel, StatusScreen, buttonClassName } from 'shared-ui';
import { OrganizerPicker } from '../layout/organizer-picker';
import type { Access } from '../routing/route-table';
import { loginPathFor, type LoginState } from './login-return';

/** How long the Access Denied notice stays before the redirect to /admin. */
const ACCESS_DENIED_REDIRECT_MS = 2500;

/** The spec's route guard (§2 "Route guard"), in one place for every route. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const organizerId = useCurrentOrganizerId();
  const location = useLocation();

  if (access === 'public') return <>{children}</>;
  if (session.status === 'loading') return <LoadingPanel text={MESSAGES.loading} />;
  if (session.status === 'signed-out') {
    // A session the gateway ended sends its user to their own login with the notice; either way the
    // login leads back here.
    const state: LoginState = { from: `${location.pathname}${location.search}`, sessionEnded: Boolean(session.ended) };
    return <Navigate to={loginPathFor(session.ended?.role)} replace state={state} />;
  }
  const { user } = session;
  if (access === 'superAdmin' && !isSuperAdmin(user)) return <SuperAdminDenied />;
  if (access === 'organizer') {
    if (!organizerId) return <NoOrganizerSelected user={user} />;
    if (!canAccessOrganizer(user, organizerId)) return <OrganizerDenied />;
  }
  return <>{children}</>;
}

function SuperAdminDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/admin', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusScreen role="alert" title={MESSAGES.accessDenied} actions={<HomeLink to="/admin" label="Back to Admin" />}>
      <p>{MESSAGES.superAdminRequiredRedirect}</p>
    </StatusScreen>
  );
}

function OrganizerDenied() {
  return (
    <StatusScreen role="alert" title={MESSAGES.accessDenied} actions={<HomeLink to="/" label={MESSAGES.goToHome} />}>
      <p>{MESSAGES.organizerRequired}</p>
    </StatusScreen>
  );
}

/** The super admin picks an organizer right here and the screen it asked for shows; nobody is sent away. */
function NoOrganizerSelected({ user }: { user: PublicUser }) {
  const chooses = canChooseOrganizer(user);
  return (
    <StatusScreen title={MESSAGES.noOrganizerSelected} actions={<HomeLink to="/" label={MESSAGES.goToHome} primary={!chooses} />}>
      <p>{MESSAGES.selectOrganizerFirst}</p>
      {chooses && <OrganizerPicker />}
    </StatusScreen>
  );
}

function HomeLink({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  return (
    <Link className={buttonClassName({ variant: primary ? 'primary' : 'secondary' })} to={to}>
      {label}
    </Link>
  );
}
