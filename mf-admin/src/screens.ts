// The screens this remote exposes to the shell (as `mf_admin/screens`). Each is code-split so a
// route downloads only its own screen.
import { lazy } from 'react';

export const DashboardScreen = lazy(() =>
  import('./features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
export const OrganizersScreen = lazy(() =>
  import('./features/organizers/components/organizers-screen').then((m) => ({ default: m.OrganizersScreen })),
);
export const AllTournamentsScreen = lazy(() =>
  import('./features/all-tournaments/components/all-tournaments-screen').then((m) => ({ default: m.AllTournamentsScreen })),
);
export const TeamsScreen = lazy(() =>
  import('./features/teams/components/teams-screen').then((m) => ({ default: m.TeamsScreen })),
);
export const RefereesScreen = lazy(() =>
  import('./features/referees/components/referees-screen').then((m) => ({ default: m.RefereesScreen })),
);
export const TournamentsScreen = lazy(() =>
  import('./features/tournaments/components/tournaments-screen').then((m) => ({ default: m.TournamentsScreen })),
);
export const NewTournamentScreen = lazy(() =>
  import('./features/tournaments/components/new-tournament-screen').then((m) => ({ default: m.NewTournamentScreen })),
);
export const TournamentDetailScreen = lazy(() =>
  import('./features/tournaments/components/tournament-detail-screen').then((m) => ({
    default: m.TournamentDetailScreen,
  })),
);
export const CalendarScreen = lazy(() =>
  import('./features/calendar/components/calendar-screen').then((m) => ({ default: m.CalendarScreen })),
);
export const TeamDetailScreen = lazy(() =>
  import('./features/team-detail/components/team-detail-screen').then((m) => ({ default: m.TeamDetailScreen })),
);
export const PlayerDetailScreen = lazy(() =>
  import('./features/player-detail/components/player-detail-screen').then((m) => ({ default: m.PlayerDetailScreen })),
);
export const SecurityScreen = lazy(() =>
  import('./features/security/components/security-screen').then((m) => ({ default: m.SecurityScreen })),
);
