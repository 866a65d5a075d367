import type { RemoteName, ScreenName } from '../remotes/remote-contract';
import { rankRoute } from './route-match';

// No runtime import of a shared module (react-router-dom, shared-domain) here: the shell's entry chunk
// reads this table to preload the route's remote before the shared modules are loaded.

/**
 * THE route table (spec §2 "Route table"), path by path. Each route names the remote that owns
 * the screen, the screen exported by that remote's `./screens` module, who may see it and
 * which chrome it gets. Shell-owned screens (login, 404) are rendered by the shell itself.
 */
/** public: anyone; guarded: signed in; organizer: signed in with an accessible organizer selected; superAdmin: super admin only. */
export type Access = 'public' | 'guarded' | 'organizer' | 'superAdmin';

interface RouteTo<R extends RemoteName> {
  path: string;
  remote: R;
  /** A screen the remote's contract lists, so a typo or a removed screen fails the typecheck. */
  screen: ScreenName<R>;
  access: Access;
  /** Public pages carry the "powered by" footer. */
  publicPage?: boolean;
  /** Shown while the screen loads and as the document title. */
  title: string;
  /** false: the screen reads the gateway's public views, never the tables (no DynamoDB client to preload). */
  readsTables?: false;
}

export type RemoteRoute = { [R in RemoteName]: RouteTo<R> }[RemoteName];

const adminAndMirror = <R extends RemoteName>(suffix: string, route: Omit<RouteTo<R>, 'path'>): RouteTo<R>[] => [
  { path: `/admin/${suffix}`, ...route },
  { path: `/${suffix}`, ...route },
];

export const remoteRoutes: RemoteRoute[] = [
  { path: '/', remote: 'mf_public', screen: 'HomeScreen', access: 'public', title: 'Home', readsTables: false },
  { path: '/admin', remote: 'mf_admin', screen: 'DashboardScreen', access: 'guarded', title: 'Admin Panel' },
  { path: '/admin/organizers', remote: 'mf_admin', screen: 'OrganizersScreen', access: 'superAdmin', title: 'Organizers' },
  // Issue 12: any signed-in account's second factor; it reads the gateway's auth API, not the tables.
  { path: '/admin/security', remote: 'mf_admin', screen: 'SecurityScreen', access: 'guarded', title: 'Security', readsTables: false },
  // The dashboard's "All Tournaments" (spec §2): every organizer's tournaments, without picking one first.
  { path: '/admin/all-tournaments', remote: 'mf_admin', screen: 'AllTournamentsScreen', access: 'superAdmin', title: 'All Tournaments' },
  ...adminAndMirror('tournaments', { remote: 'mf_admin', screen: 'TournamentsScreen', access: 'organizer', title: 'Manage Tournaments' }),
  ...adminAndMirror('tournaments/new', { remote: 'mf_admin', screen: 'NewTournamentScreen', access: 'organizer', title: 'Create Tournament' }),
  ...adminAndMirror('tournaments/:id', { remote: 'mf_admin', screen: 'TournamentDetailScreen', access: 'organizer', title: 'Tournament' }),
  ...adminAndMirror('tournaments/:tournamentId/matches/:matchId', { remote: 'mf_match_center', screen: 'MatchDetailScreen', access: 'organizer', title: 'Match Details' }),
  ...adminAndMirror('teams', { remote: 'mf_admin', screen: 'TeamsScreen', access: 'organizer', title: 'Manage Teams' }),
  ...adminAndMirror('teams/:teamId', { remote: 'mf_admin', screen: 'TeamDetailScreen', access: 'organizer', title: 'Team' }),
  ...adminAndMirror('referees', { remote: 'mf_admin', screen: 'RefereesScreen', access: 'organizer', title: 'Referees' }),
  ...adminAndMirror('players/:playerId', { remote: 'mf_admin', screen: 'PlayerDetailScreen', access: 'organizer', title: 'Player' }),
  ...adminAndMirror('calendar', { remote: 'mf_admin', screen: 'CalendarScreen', access: 'organizer', title: 'Match Calendar' }),
  { path: '/public/tournaments/:id', remote: 'mf_public', screen: 'PublicTournamentScreen', access: 'public', publicPage: true, title: 'Tournament', readsTables: false },
  // Issue 25: what is on each pitch now and next, for the venue's screens.
  { path: '/public/tournaments/:id/pitches', remote: 'mf_public', screen: 'PitchBoardScreen', access: 'public', publicPage: true, title: 'Pitches', readsTables: false },
  { path: '/public/teams/:id', remote: 'mf_public', screen: 'PublicTeamScreen', access: 'public', publicPage: true, title: 'Team', readsTables: false },
  { path: '/public/players/:id', remote: 'mf_public', screen: 'PublicPlayerScreen', access: 'public', publicPage: true, title: 'Player', readsTables: false },
  { path: '/:orgName/players/:playerId', remote: 'mf_public', screen: 'PublicPlayerScreen', access: 'public', publicPage: true, title: 'Player', readsTables: false },
  { path: '/public/tournaments/:tournamentId/matches/:matchId', remote: 'mf_match_center', screen: 'PublicMatchScreen', access: 'public', publicPage: true, title: 'Match', readsTables: false },
  { path: '/:orgName/:tournamentId/matches/:matchId', remote: 'mf_match_center', screen: 'PublicMatchScreen', access: 'public', publicPage: true, title: 'Match', readsTables: false },
  // Issue 25: the touchline's score screen, opened by a scorekeeper link (/score#<token>) without an account; it
  // signs with the link's own credentials (shared-data/scorekeeper), never the page's DynamoDB client.
  { path: '/score', remote: 'mf_match_center', screen: 'ScoreScreen', access: 'public', title: 'Score', readsTables: false },
  { path: '/embed', remote: 'mf_match_center', screen: 'EmbedScreen', access: 'public', publicPage: true, title: 'Embed a match centre', readsTables: false },
  { path: '/:orgName/:tournamentId', remote: 'mf_public', screen: 'PublicTournamentScreen', access: 'public', publicPage: true, title: 'Tournament', readsTables: false },
];

/** The super admin's alias login path embeds the default super admin username (spec §2; checked by a test). */
export const SUPER_ADMIN_LOGIN_PATH = '/superadmin/login';

export const LOGIN_PATH = '/admin/login';

/** Routes the shell renders itself. */
export interface ShellRoute {
  path: string;
  screen: 'OrganizerLogin' | 'SuperAdminLogin';
  title: string;
  publicPage?: false;
}

const shellRoutes: ShellRoute[] = [
  { path: LOGIN_PATH, screen: 'OrganizerLogin', title: 'Login' },
  { path: SUPER_ADMIN_LOGIN_PATH, screen: 'SuperAdminLogin', title: 'Super Admin Login' },
];

/**
 * The route a location resolves to, ranked the way the router ranks them (static segments beat
 * `/:orgName/:tournamentId`), or undefined for the 404 page.
 */
export function resolveRoute(pathname: string): RemoteRoute | ShellRoute | undefined {
  return rankRoute<RemoteRoute | ShellRoute>([...shellRoutes, ...remoteRoutes], pathname);
}

/** Whether the screen at `pathname` reads the tables (through shared-data's DynamoDB client). */
export function routeReadsTables(pathname: string): boolean {
  const route = resolveRoute(pathname);
  return Boolean(route && 'remote' in route && route.readsTables !== false);
}
