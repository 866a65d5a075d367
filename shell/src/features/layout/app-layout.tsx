import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink, useNavigate } from 'react-router-dom';
import { logout, setCurrentOrganizerId, useCurrentOrganizerId, useSession } from 'shared-data';
import { isSuperAdmin } from 'shared-domain';
import { AppFooter, AppHeader, Badge, Button, LoggedInBar, ThemeToggle, navLinkClassName } from 'shared-ui';
import { themeAtom, toggleThemeAtom } from '../theme/theme-atoms';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from './product';
import styles from './app-layout.module.css';
import { useOrganizerName } from './use-organizer-name';

const navClass = ({ isActive }: { isActive: boolean }) => navLinkClassName({ active: isActive });

/** Header, navigation and footer around every route (spec §2 "Navigation and layout"). */
export function AppLayout({ publicPage, children }: { publicPage: boolean; children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const session = useSession();
  const organizerId = useCurrentOrganizerId();
  const organizerName = useOrganizerName(organizerId);
  const navigate = useNavigate();

  const user = session.status === 'signed-in' ? session.user : null;
  const superAdmin = isSuperAdmin(user);
  const showBar = Boolean(organizerId) || superAdmin;
  const themeToggle = <ThemeToggle theme={theme} onToggle={toggleTheme} />;

  const switchOrganizer = () => {
    setCurrentOrganizerId(null);
    navigate(superAdmin ? '/admin/organizers' : '/');
  };
  const signOut = async () => {
    await logout();
    navigate('/');
  };

  return (
    <div className={styles.page}>
      <AppHeader
        title={PRODUCT_NAME}
        subtitle={PRODUCT_SUBTITLE}
        nav={
          showBar ? undefined : (
            <NavLink className={navClass} to="/" end>
              Home
            </NavLink>
          )
        }
        actions={showBar ? undefined : themeToggle}
      />
      {showBar && (
        <LoggedInBar
          label="Logged in as"
          badge={
            superAdmin ? (
              <>
                <Badge tone="accent">SUPERADMIN</Badge>
                {organizerId && (
                  <span className={styles.managing}>
                    managing <strong>{organizerName ?? '…'}</strong>
                  </span>
                )}
              </>
            ) : undefined
          }
          organizerName={organizerId ? (organizerName ?? '…') : undefined}
          onSwitchOrganizer={organizerId ? switchOrganizer : undefined}
          // One banner per page: the bar sits under the header as a labelled region.
          role="region"
          aria-label="Signed-in user"
          navLabel="Organizer"
          links={
            <>
              <NavLink className={navClass} to="/tournaments">
                Tournaments
              </NavLink>
              <NavLink className={navClass} to="/teams">
                Teams
              </NavLink>
              <NavLink className={navClass} to="/calendar">
                Calendar
              </NavLink>
              <NavLink className={navClass} to="/" end>
                Home
              </NavLink>
            </>
          }
          actions={
            <>
              {themeToggle}
              {user && (
                <Button variant="ghost" size="sm" onClick={signOut}>
                  Sign out
                </Button>
              )}
            </>
          }
        />
      )}
      <main className={styles.main} id="main">
        {children}
      </main>
      <AppFooter>
        {publicPage && (
          <p className={styles.poweredBy}>
            Powered by <strong>{PRODUCT_NAME}</strong>
          </p>
        )}
        <p>Local-first: your tournaments, teams and results stay yours and can be exported at any time.</p>
      </AppFooter>
    </div>
  );
}
