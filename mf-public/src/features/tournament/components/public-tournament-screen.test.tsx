import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { GoalEvent, Match, Player, Team, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute, tileValue } from '../../../testing/render-public-route';

const player = (id: string, firstName: string, isPublic = true): Player => ({ id, firstName, lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const team = (id: string, name: string, players: Player[] = []): Team => ({ id, name, colors: [], organizerId: 'org', createdAtISO: '', players });
const teams = [
  team('a', 'Arsenal', [player('pa1', 'Bukayo'), player('pa2', 'Hidden', false)]),
  team('b', 'Brighton', [player('pb1', 'Kaoru')]),
  team('c', 'Chelsea'),
  team('d', 'Derby'),
];
let goalCount = 0;
const goal = (playerId: string, assistPlayerId?: string, type: GoalEvent['type'] = 'goal'): GoalEvent => ({
  id: `g${++goalCount}`,
  team: 'home',
  playerId,
  minute: 10,
  type,
  goalNumber: 1,
  ...(assistPlayerId ? { assistPlayerId } : {}),
});
const match = (id: string, round: number, home: string, away: string, homeGoals?: number | null, awayGoals?: number | null, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't1',
  organizerId: 'org',
  round,
  homeTeamId: home,
  awayTeamId: away,
  ...(homeGoals !== undefined ? { homeGoals } : {}),
  ...(awayGoals !== undefined ? { awayGoals } : {}),
  ...extra,
});
const tournament: Tournament = {
  id: 't1',
  name: 'Spring League',
  format: { mode: 'league' },
  teamIds: ['a', 'b', 'c', 'd', 'gone'],
  organizerId: 'org',
  createdAtISO: '',
  visibility: 'public',
  location: { name: 'Riverside Park', link: 'javascript:alert(1)' },
  socialMedia: { instagram: 'https://instagram.com/spring' },
};
const matches = [
  match('m1', 1, 'a', 'b', 3, 0, { goals: [goal('pa1', 'pb1'), goal('pa1'), goal('pa2'), goal('pb1', undefined, 'own_goal')] }),
  match('m2', 1, 'c', 'd', 1, 1, { goals: [goal('pb1')] }),
  match('m3', 2, 'a', 'c', 2, null),
  match('m4', 2, 'b', 'd'),
  match('m5', 3, 'd', 'gone', -1, 2),
];

let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', teams);
  memory.seed('tournaments', [tournament]);
  memory.seed('matches', matches);
  signOutForTest();
});

afterEach(() => vi.restoreAllMocks());

describe('PublicTournamentScreen', () => {
  it('shows the header, counts, and the standings with medals on the top 3 (valid scores only)', async () => {
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
    expect(screen.getByText('Riverside Park')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Riverside Park' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/spring');
    expect([tileValue(document.body, 'Teams'), tileValue(document.body, 'Matches')]).toEqual(['5', '5']);

    const standings = screen.getByRole('region', { name: 'Standings' });
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Arsenal', 'Chelsea', 'Derby', 'Unknown team', 'Brighton']);
    expect(rows.slice(0, 4).map((r) => r.getAttribute('data-medal'))).toEqual(['gold', 'silver', 'bronze', null]);
    expect(rows[0]!.textContent).toContain('1 (Gold)');
    // Arsenal: one counted game (3-0); the 2-null match and the -1 score never count.
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 (Gold)', '1', '1', '0', '0', '3', '0', '+3', '3']);
    expect(within(rows[0]!).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/a');
  });

  it('shows a loading state until the tournament is read', async () => {
    const release = memory.pauseWhen((op) => op.table === 'tournaments');
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Loading tournament...'));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
  });

  it('shows the last played and the current "Tour N" with the finished / UPCOMING / LIVE states, and links every round', async () => {
    renderPublicRoute('/public/tournaments/t1');
    const fixtures = await screen.findByRole('region', { name: 'Fixtures & Results' });
    // Round 1 is played; round 2 is under way (one goal entered), round 3 still to play: rounds 1 and 2 show (issue 23).
    const tours = within(fixtures).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(tours).toEqual(['Tour 1', 'Tour 2']);
    const tour2 = within(fixtures).getByRole('region', { name: 'Tour 2' });
    const items = within(tour2).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-state]')!.getAttribute('data-state'))).toEqual(['live', 'upcoming']);
    expect(items[0]!.textContent).toContain('LIVE');
    expect(items[0]!.querySelector('[data-tone="yellow"][data-pulsing]')).not.toBeNull();
    expect(items[1]!.textContent).toContain('UPCOMING');
    expect(items[1]!.querySelector('[data-tone="blue"]:not([data-pulsing])')).not.toBeNull();
    const first = within(within(fixtures).getByRole('region', { name: 'Tour 1' })).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('Arsenal3 – 0 (Finished)Brighton');
    expect(first.querySelector('[data-tone="green"]')).not.toBeNull();

    const rounds = within(fixtures).getByRole('navigation', { name: 'Rounds' });
    expect(within(rounds).getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Tour 1', '/public/tournaments/t1?round=1', 'true'],
      ['Tour 2', '/public/tournaments/t1?round=2', 'true'],
      ['Tour 3', '/public/tournaments/t1?round=3', null],
    ]);
    await userEvent.click(within(rounds).getByRole('link', { name: 'Tour 3' }));
    expect(await within(fixtures).findByRole('region', { name: 'Tour 3' })).toBeTruthy();
    expect(within(fixtures).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 3']);
    expect(within(within(fixtures).getByRole('region', { name: 'Tour 3' })).getByText('Unknown team')).toBeTruthy();
    expect(within(rounds).getByRole('link', { name: 'Tour 3' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(['?round=abc', '?round=9', '?round=0', '?round='])('shows the default rounds for an address asking for no round it has (%s)', async (search) => {
    renderPublicRoute(`/public/tournaments/t1${search}`);
    const fixtures = await screen.findByRole('region', { name: 'Fixtures & Results' });
    expect(within(fixtures).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tour 1', 'Tour 2']);
  });

  it('names a team a match still plays though the tournament no longer lists it', async () => {
    memory.seed('teams', [team('e', 'Everton')]);
    memory.seed('matches', [match('m6', 3, 'e', 'a')]);
    renderPublicRoute('/public/tournaments/t1?round=3');
    const fixtures = await screen.findByRole('region', { name: 'Fixtures & Results' });
    const tour3 = within(fixtures).getByRole('region', { name: 'Tour 3' });
    expect(within(tour3).getAllByRole('listitem').map((li) => li.textContent)).toContainEqual(expect.stringMatching(/^Everton.*Arsenal$/));
  });

  it('shows the top 10 of All Players and the rest on "Show all", read once', async () => {
    const squad = Array.from({ length: 14 }, (_, i) => player(`pc${i}`, `Player${String(i).padStart(2, '0')}`));
    memory.seed('teams', [team('c', 'Chelsea', squad)]);
    const user = userEvent.setup();
    renderPublicRoute('/public/tournaments/t1');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const rows = () => within(within(stats).getByRole('tabpanel')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    const reads = memory.operations.length;
    await user.click(within(stats).getByRole('button', { name: 'Show all 16 players' }));
    await waitFor(() => expect(rows()).toHaveLength(16));
    expect(rows().at(-1)!.textContent).toContain('Player13 X');
    expect(within(stats).queryByRole('button', { name: /Show all/ })).toBeNull();
    // The page read the document once already (no server view here): showing all reads nothing more.
    expect(memory.operations.length).toBe(reads);
  });

  it('tallies statistics from goal events: public players only, no own goals, tabs', async () => {
    const user = userEvent.setup();
    renderPublicRoute('/public/tournaments/t1');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const panelRows = () => within(within(stats).getByRole('tabpanel')).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(panelRows()).toEqual([
      ['1', 'Bukayo XArsenal', '2', '0'],
      ['2', 'Kaoru XBrighton', '1', '1'],
    ]);
    await user.click(within(stats).getByRole('tab', { name: 'Top Assists' }));
    expect(panelRows()).toEqual([['1', 'Kaoru XBrighton', '1', '1']]);
    await user.keyboard('{ArrowLeft}');
    expect(within(stats).getByRole('tab', { name: 'Top Scorers', selected: true })).toBeTruthy();
    expect(panelRows().map((r) => r[1])).toEqual(['Bukayo XArsenal', 'Kaoru XBrighton']);
  });

  it('shows the playoff bracket with round names when there are playoff matches', async () => {
    memory.seed('matches', [
      match('s1', 4, 'a', 'd', 2, 0, { isPlayoff: true, playoffRound: 0, playoffMatch: 0 }),
      match('s2', 4, 'c', 'b', undefined, undefined, { isPlayoff: true, playoffRound: 0, playoffMatch: 1 }),
      match('s3', 5, 'winner-1', 'winner-2', undefined, undefined, { isPlayoff: true, playoffRound: 1, playoffMatch: 0 }),
    ]);
    renderPublicRoute('/public/tournaments/t1');
    const bracket = await screen.findByRole('region', { name: 'Playoff Bracket' });
    expect(within(bracket).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1/2 Final', 'Final']);
    const final = within(within(bracket).getByRole('region', { name: 'Final' })).getByRole('listitem');
    expect(final.textContent).toContain('Arsenal');
    expect(final.textContent).toContain('Winner of match 2');
    expect(within(screen.getByRole('region', { name: 'Fixtures & Results' })).queryByText('Tour 4')).toBeNull();
  });

  it('shows the champion and a final decided on penalties once the knockout is over', async () => {
    memory.seed('tournaments', [{ ...tournament, format: { mode: 'league_playoff', playoffQualifiers: 4 } }]);
    memory.seed('matches', [
      match('s1', 4, 'a', 'd', 2, 0, { isPlayoff: true, playoffRound: 0, playoffMatch: 0 }),
      match('s2', 4, 'c', 'b', 0, 1, { isPlayoff: true, playoffRound: 0, playoffMatch: 1 }),
      match('s3', 5, 'winner-1', 'winner-2', 1, 1, { isPlayoff: true, playoffRound: 1, playoffMatch: 0, homePenalties: 4, awayPenalties: 3 }),
    ]);
    renderPublicRoute('/public/tournaments/t1');
    const banner = (await screen.findByText('Champion:')).closest<HTMLElement>('[role="status"]')!;
    expect(banner.textContent).toContain('Champion: Arsenal');
    expect(within(banner).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/a');
    const final = within(within(screen.getByRole('region', { name: 'Playoff Bracket' })).getByRole('region', { name: 'Final' })).getByRole('listitem');
    expect(final.textContent).toContain('1–1 (4–3 pens)');
  });

  it('shows no champion while the competition is open', async () => {
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
    expect(screen.queryByText('Champion:')).toBeNull();
  });

  it.each([
    { name: 'missing', stored: null },
    { name: 'private', stored: { ...tournament, visibility: 'private' } },
  ])('a $name tournament reads as not found, and nothing more about it is read', async ({ stored }) => {
    memory = installMemoryStorage();
    if (stored) memory.seed('tournaments', [stored]);
    memory.seed('matches', matches);
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeTruthy();
    expect(screen.getByText("The tournament you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(memory.operations.filter((op) => op.table !== 'tournaments')).toEqual([]);
  });

  it('says so when loading fails, and Try Again reads it again', async () => {
    memory.failWhen((op) => op.table === 'tournaments');
    renderPublicRoute('/public/tournaments/t1');
    expect(await screen.findByRole('heading', { name: 'Failed to load tournament data' })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
    memory.stopFailing();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
  });

  it('names a team that no longer exists "Unknown team" and shows the rest', async () => {
    await memory.remove('teams', { id: 'b' });
    renderPublicRoute('/public/tournaments/t1');
    const standings = await screen.findByRole('region', { name: 'Standings' });
    expect(within(standings).getAllByText('Unknown team')).toHaveLength(2);
    expect(within(standings).getByRole('link', { name: 'Arsenal' })).toBeTruthy();
  });
});

describe("PublicTournamentScreen: the tournament's tie-breakers", () => {
  it('orders teams level on points by the chosen preset (La Liga: head-to-head before goal difference)', async () => {
    // Arsenal and Brighton on 6 points: Arsenal +4, Brighton +1, but Brighton won their game.
    const games = [match('h1', 1, 'b', 'a', 1, 0), match('h2', 1, 'a', 'c', 4, 0), match('h3', 2, 'a', 'd', 1, 0), match('h4', 2, 'b', 'd', 1, 0), match('h5', 3, 'c', 'b', 1, 0), match('h6', 3, 'c', 'd', 0, 0)];
    memory.seed('tournaments', [{ ...tournament, id: 't2', teamIds: ['a', 'b', 'c', 'd'], format: { mode: 'league', tieBreakers: 'la-liga' } }]);
    memory.seed('matches', games.map((g) => ({ ...g, tournamentId: 't2' })));
    renderPublicRoute('/public/tournaments/t2');
    const standings = await screen.findByRole('region', { name: 'Standings' });
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Brighton', 'Arsenal', 'Chelsea', 'Derby']);
  });
});
