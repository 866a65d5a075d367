import { matchRoutes } from 'react-router-dom';
import { DEFAULT_SUPER_ADMIN_USERNAME } from 'shared-domain';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, resolveRoute, routeReadsTables } from './route-table';

// Every path of the spec's route table (§2), with the screen and access it must resolve to.
const specRoutes: [path: string, screen: string, access: string | undefined][] = [
  ['/', 'HomeScreen', 'public'],
  ['/admin/login', 'OrganizerLogin', undefined],
  ['/superadmin/login', 'SuperAdminLogin', undefined],
  ['/admin', 'DashboardScreen', 'guarded'],
  ['/admin/organizers', 'OrganizersScreen', 'superAdmin'],
  // Issue 11: the super admin's All Tournaments (a dashboard control of §2) has its own page.
  ['/admin/all-tournaments', 'AllTournamentsScreen', 'superAdmin'],
  // Issue 12: every signed-in account's two-step verification.
  ['/admin/security', 'SecurityScreen', 'guarded'],
  ['/admin/tournaments', 'TournamentsScreen', 'organizer'],
  ['/admin/tournaments/new', 'NewTournamentScreen', 'organizer'],
  ['/admin/tournaments/tournament_1', 'TournamentDetailScreen', 'organizer'],
  ['/admin/tournaments/tournament_1/matches/match_1', 'MatchDetailScreen', 'organizer'],
  ['/admin/teams', 'TeamsScreen', 'organizer'],
  ['/admin/teams/team_1', 'TeamDetailScreen', 'organizer'],
  ['/admin/players/p_1', 'PlayerDetailScreen', 'organizer'],
  ['/admin/calendar', 'CalendarScreen', 'organizer'],
  ['/tournaments', 'TournamentsScreen', 'organizer'],
  ['/tournaments/tournament_1', 'TournamentDetailScreen', 'organizer'],
  ['/tournaments/tournament_1/matches/match_1', 'MatchDetailScreen', 'organizer'],
  ['/teams', 'TeamsScreen', 'organizer'],
  ['/teams/team_1', 'TeamDetailScreen', 'organizer'],
  ['/players/p_1', 'PlayerDetailScreen', 'organizer'],
  ['/calendar', 'CalendarScreen', 'organizer'],
  ['/public/tournaments/tournament_1', 'PublicTournamentScreen', 'public'],
  ['/public/teams/team_1', 'PublicTeamScreen', 'public'],
  ['/public/players/p_1', 'PublicPlayerScreen', 'public'],
  ['/riverside-league/tournament_1', 'PublicTournamentScreen', 'public'],
  ['/riverside-league/players/p_1', 'PublicPlayerScreen', 'public'],
  // Issue 9: the public match centre, in both public forms, and the widget's embed guide.
  ['/public/tournaments/tournament_1/matches/match_1', 'PublicMatchScreen', 'public'],
  ['/riverside-league/tournament_1/matches/match_1', 'PublicMatchScreen', 'public'],
  ['/embed', 'EmbedScreen', 'public'],
];

describe('route table', () => {
  it.each(specRoutes)('%s renders %s (%s)', (path, screen, access) => {
    const route = resolveRoute(path);
    expect(route?.screen).toBe(screen);
    expect(route && 'access' in route ? route.access : undefined).toBe(access);
  });

  it('sends each screen to the remote that owns it', () => {
    expect(resolveRoute('/admin/teams')).toMatchObject({ remote: 'mf_admin' });
    expect(resolveRoute('/public/teams/x')).toMatchObject({ remote: 'mf_public' });
    expect(resolveRoute('/tournaments/t/matches/m')).toMatchObject({ remote: 'mf_match_center' });
    expect(resolveRoute('/public/tournaments/t/matches/m')).toMatchObject({ remote: 'mf_match_center', publicPage: true });
  });

  it('marks only the public pages for the "powered by" footer', () => {
    expect(resolveRoute('/public/teams/x')).toMatchObject({ publicPage: true });
    expect(resolveRoute('/riverside-league/tournament_1')).toMatchObject({ publicPage: true });
    expect(resolveRoute('/superadmin/login')?.publicPage).toBeFalsy();
    expect(resolveRoute('/admin/login')?.publicPage).toBeFalsy();
    expect(resolveRoute('/')?.publicPage).toBeFalsy();
  });

  it.each(['/a/b/c', '/public/teams/x/extra', '/admin/unknown/deeper/path'])('%s is a 404', (path) => {
    expect(resolveRoute(path)).toBeUndefined();
  });

  it("embeds the default super admin's username in its login path", () => {
    expect(SUPER_ADMIN_LOGIN_PATH).toBe(`/${DEFAULT_SUPER_ADMIN_USERNAME}/login`);
  });

  // The page renders what React Router picks; resolveRoute (title, footer, the entry's preload) must agree.
  const otherPaths = ['/Admin/Teams/', '/PUBLIC/teams/x', '/admin/login/', '/riverside-league/login', '/admin/', '/a/b/c', '/x'];
  it.each([...specRoutes.map(([path]) => path), ...otherPaths])('%s resolves to the route React Router renders', (path) => {
    const routes = [{ path: LOGIN_PATH }, { path: SUPER_ADMIN_LOGIN_PATH }, ...remoteRoutes];
    const rendered = matchRoutes(routes, path)?.[0]?.route.path;
    expect(resolveRoute(path)?.path).toBe(rendered);
  });

  it.each([
    ['/public/tournaments/t1', false],
    ['/riverside-league/t1', false],
    ['/public/teams/t1', false],
    ['/public/players/p1', false],
    ['/riverside-league/players/p1', false],
    ['/', false],
    ['/admin/teams', true],
    ['/admin/security', false],
    ['/tournaments/t1/matches/m1', true],
    ['/public/tournaments/t1/matches/m1', false],
    ['/riverside-league/t1/matches/m1', false],
    ['/embed', false],
    ['/admin/login', false],
    ['/superadmin/login', false],
    ['/a/b/c', false],
  ])('%s reads the tables: %s', (path, reads) => {
    expect(routeReadsTables(path)).toBe(reads);
  });
});
