import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentOrganizerId, useSession } from 'shared-data';
import { MESSAGES, canAccessOrganizer } from 'shared-domain';
import { LoadingPanel, buttonClassName } from 'shared-ui';
import type { Access } from '../routing/route-table';
import { LOGIN_PATH } from '../routing/route-table';

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
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const { user } = session;
  if (access === 'superAdmin' && user.role !== 'super_admin') return <SuperAdminDenied />;
  if (access === 'organizer') {
    if (!organizerId) return <NoOrganizerSelected />;
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
    <section className="shell-centered" role="alert" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{MESSAGES.accessDenied}</h1>
      <p>{MESSAGES.superAdminRequiredRedirect}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to="/admin">
        Back to Admin
      </Link>
    </section>
  );
}

function OrganizerDenied() {
  return (
    <section className="shell-centered" role="alert" aria-labelledby="organizer-denied-title">
      <h1 id="organizer-denied-title">{MESSAGES.accessDenied}</h1>
      <p>{MESSAGES.organizerRequired}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to="/">
        {MESSAGES.goToHome}
      </Link>
    </section>
  );
}

function NoOrganizerSelected() {
  return (
    <section className="shell-centered" aria-labelledby="no-organizer-title">
      <h1 id="no-organizer-title">{MESSAGES.noOrganizerSelected}</h1>
      <p>{MESSAGES.selectOrganizerFirst}</p>
      <Link className={buttonClassName({ variant: 'primary' })} to="/">
        {MESSAGES.goToHome}
      </Link>
    </section>
  );
}
