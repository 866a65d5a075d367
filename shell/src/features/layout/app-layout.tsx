import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink, useNavigate } from 'react-router-dom';
import { logout, useCurrentOrganizerId, useHydrating, useSession } from 'shared-data';
import { DEFAULT_THEME, canChooseOrganizer } from 'shared-domain';
import { AppFooter, AppHeader, Badge, Button, LoggedInBar, ThemeToggle, navLinkClassName } from 'shared-ui';
import { themeAtom, toggleThemeAtom } from '../theme/theme-atoms';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from './product';
import styles from './app-layout.module.css';
import { OrganizerPicker } from './organizer-picker';
import { useOrganizerName } from './use-organizer-name';

const navClass = ({ isActive }: { isActive: boolean }) => navLinkClassName({ active: isActive });

/** Header, navigation and footer around every route (spec §2 "Navigation and layout"). */
export function AppLayout({ publicPage, children }: { publicPage: boolean; children: ReactNode }) {
  const storedTheme = useAtomValue(themeAtom);
  // The server rendered the toggle for the default theme; hydration must too (the page's colours are already the
  // stored theme's: index.html's script applies it before the first paint).
  const theme = useHydrating() ? DEFAULT_THEME : storedTheme;
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const session = useSession();
  const organizerId = useCurrentOrganizerId();
  const navigate = useNavigate();

  // Only a signed-in page shows the bar: a stored choice alone never brings back "Logged in as".
  const user = session.status === 'signed-in' ? session.user : null;
  const chooses = canChooseOrganizer(user);
  // The super admin's picker shows the chosen name itself; only an organizer's name is read here.
  const organizerName = useOrganizerName(chooses ? null : organizerId);
  const showBar = user !== null;
  const themeToggle = <ThemeToggle theme={theme} onToggle={toggleTheme} />;
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
          badge={chooses ? <Badge tone="accent">SUPERADMIN</Badge> : undefined}
          organizerName={organizerId ? (organizerName ?? '…') : undefined}
          // The super admin picks whom to work on here; an organizer has nothing to switch.
          picker={chooses ? <OrganizerPicker compact /> : undefined}
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
              <NavLink className={navClass} to="/referees">
                Referees
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
              {/* Account things sit with Sign out: any signed-in user's own two-step verification. */}
              <NavLink className={navClass} to="/admin/security">
                Security
              </NavLink>
              <Button variant="ghost" size="sm" onClick={signOut}>
                Sign out
              </Button>
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
