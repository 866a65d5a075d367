// The screens this remote exposes to the shell (as `mf_admin/screens`). Each is code-split so a
// route downloads only its own screen.
import { createElement, lazy } from 'react';
import { PageHeader } from 'shared-ui';
import './admin.css';

export const DashboardScreen = lazy(() =>
  import('./features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
export const OrganizersScreen = lazy(() =>
  import('./features/organizers/components/organizers-screen').then((m) => ({ default: m.OrganizersScreen })),
);
export const TeamsScreen = lazy(() =>
  import('./features/teams/components/teams-screen').then((m) => ({ default: m.TeamsScreen })),
);
/** A screen not built yet: its title only, never invented data. */
const placeholder = (title: string) => () => createElement(PageHeader, { title });
// Filled in by later issues; until then they show their title and nothing invented.
export const TournamentsScreen = placeholder('Manage Tournaments');
export const NewTournamentScreen = placeholder('Create Tournament');
export const TournamentDetailScreen = placeholder('Tournament');
export const TeamDetailScreen = placeholder('Team');
export const PlayerDetailScreen = placeholder('Player');
export const CalendarScreen = placeholder('Match Calendar');
