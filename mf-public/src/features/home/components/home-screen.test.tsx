import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, signInForTest, signOutForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Organizer, Team, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPublicRoute } from '../../../testing/render-public-route';
import { HomeScreen } from './home-screen';

const organizers: Organizer[] = [
  { id: 'org_1', name: 'Riverside FA', email: 'fa@riverside.test', createdAtISO: '2026-06-15T12:00:00.000Z', description: 'Sunday leagues', contactEmail: 'hello@riverside.test' },
  { id: 'org_2', name: 'Hilltop', email: 'login@hilltop.test', createdAtISO: '' },
];
const player = (id: string, firstName: string, lastName: string, isPublic = true) => ({ id, firstName, lastName, position: 'Forward', isPublic, createdAtISO: '' });
const teams: Team[] = [
  { id: 'ars', name: 'Arsenal FC', colors: [], organizerId: 'org_1', createdAtISO: '', players: [player('p1', 'Bukayo', 'Saka'), player('p2', 'Secret', 'Saka', false)] },
  { id: 'ars_b', name: 'Arsenal Reserves', colors: [], organizerId: 'org_1', createdAtISO: '', players: [player('p3', 'Reserve', 'Saka')] },
];
const tournament = (id: string, name: string, organizerId: string, visibility: Tournament['visibility'] = 'public'): Tournament => ({
  id,
  name,
  format: { mode: 'league' },
  teamIds: [],
  organizerId,
  createdAtISO: `2026-02-0${id.slice(-1)}T00:00:00.000Z`,
  visibility,
});

let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', organizers);
  memory.seed('teams', teams);
  memory.seed('tournaments', [
    { ...tournament('t1', 'Spring Cup', 'org_1'), teamIds: ['ars'] },
    // Arsenal Reserves play in a private tournament only: neither they nor their players are found.
    { ...tournament('t2', 'Secret Spring', 'org_1', 'private'), teamIds: ['ars_b'] },
    tournament('t3', 'Hill Derby', 'org_gone'),
  ]);
  signOutForTest();
});

afterEach(() => setCurrentOrganizerId(null));

const search = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Search organizers and tournaments' }), text);

describe('HomeScreen', () => {
  it('welcomes the visitor until something is typed, with the admin entry, reading nothing', async () => {
    renderPublicRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find tournaments and organizers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin Access' }).getAttribute('href')).toBe('/admin/login');
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeTruthy();
    await search('   ');
    expect(screen.getByRole('region', { name: 'Welcome' })).toBeTruthy();
    expect(memory.operations).toEqual([]);
  });

  it('shows the loading panel while the search runs', async () => {
    const release = memory.pauseWhen((op) => op.table === 'organizers');
    renderPublicRoute('/');
    await search('spring');
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    release();
    expect(await screen.findByRole('region', { name: 'Tournaments (1)' })).toBeTruthy();
  });

  it('shows 24 tournaments of a page with the full count, and the next ones after Show more results', async () => {
    memory.seed('tournaments', Array.from({ length: 30 }, (_, i) => ({ ...tournament(`t${i}`, `League ${i}`, 'org_2'), createdAtISO: `2026-03-01T00:00:${String(i).padStart(2, '0')}.000Z` })));
    renderPublicRoute('/');
    await search('league');
    const found = await screen.findByRole('region', { name: 'Tournaments (30)' });
    expect(within(found).getAllByRole('link')).toHaveLength(24);
    expect(within(found).getAllByRole('link')[0]?.textContent).toBe('League 29');
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(30));
    expect(within(found).getAllByRole('link')[29]?.textContent).toBe('League 0');
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('finds public tournaments by name with their organizer, never private ones', async () => {
    renderPublicRoute('/');
    await screen.findByRole('region', { name: 'Welcome' });
    await search('spring');
    const found = await screen.findByRole('region', { name: 'Tournaments (1)' });
    expect(within(found).getByRole('link', { name: 'Spring Cup' }).getAttribute('href')).toBe('/public/tournaments/t1');
    expect(within(found).getByText('by Riverside FA')).toBeTruthy();
    expect(within(found).getByText(/^Created .*2026/)).toBeTruthy();
    expect(screen.queryByText('Secret Spring')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull();
  });

  it('shows an organizer card with its public contact (never the sign-in email), description and creation date', async () => {
    renderPublicRoute('/');
    await screen.findByRole('region', { name: 'Welcome' });
    await search('riverside');
    const organizerResults = await screen.findByRole('region', { name: 'Organizers (1)' });
    expect(within(organizerResults).getByText('hello@riverside.test')).toBeTruthy();
    expect(screen.queryByText('fa@riverside.test')).toBeNull();
    expect(within(organizerResults).getByText('Sunday leagues')).toBeTruthy();
    expect(within(organizerResults).getByText(/^Created .*2026$/)).toBeTruthy();
  });

  it('finds organizers by name (and their tournaments); an unknown organizer reads as Unknown', async () => {
    renderPublicRoute('/');
    await screen.findByRole('region', { name: 'Welcome' });
    await search('hil');
    const organizerResults = await screen.findByRole('region', { name: 'Organizers (1)' });
    expect(within(organizerResults).getByRole('heading', { level: 3, name: 'Hilltop' })).toBeTruthy();
    // No public contact chosen: "No email", never the sign-in email.
    expect(within(organizerResults).getByText('No email')).toBeTruthy();
    expect(screen.queryByText('login@hilltop.test')).toBeNull();
    // No creation date stored: no "Created" line.
    expect(within(organizerResults).queryByText(/^Created/)).toBeNull();
    const tournamentResults = screen.getByRole('region', { name: 'Tournaments (1)' });
    expect(within(tournamentResults).getByText('Unknown')).toBeTruthy();
  });

  it('finds teams of public tournaments and their public players, each card linking to its public page', async () => {
    renderPublicRoute('/');
    await screen.findByRole('region', { name: 'Welcome' });
    await search('Arsenal');
    const teamResults = await screen.findByRole('region', { name: 'Teams (1)' });
    expect(within(teamResults).getByRole('link', { name: 'Arsenal FC' }).getAttribute('href')).toBe('/public/teams/ars');
    expect(within(teamResults).getByText('by Riverside FA')).toBeTruthy();
    expect(within(teamResults).getByText('Spring Cup')).toBeTruthy();
    expect(screen.queryByText('Arsenal Reserves')).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox'));
    await search('saka');
    const playerResults = await screen.findByRole('region', { name: 'Players (1)' });
    expect(within(playerResults).getByRole('link', { name: 'Bukayo Saka' }).getAttribute('href')).toBe('/public/players/p1');
    expect(within(playerResults).getByText('Arsenal FC')).toBeTruthy();
    expect(within(playerResults).getByText('Forward')).toBeTruthy();
  });

  it('opens the search in the address (/?q=…), so a search can be shared', async () => {
    renderPublicRoute('/?q=arsenal');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('arsenal');
    expect(await screen.findByRole('region', { name: 'Teams (1)' })).toBeTruthy();
  });

  it('keeps the typed text in the address, replacing the entry rather than adding one per keystroke', async () => {
    const router = createMemoryRouter([{ path: '/', element: <HomeScreen /> }], { initialEntries: ['/'] });
    render(
      <TestDataProvider>
        <RouterProvider router={router} />
      </TestDataProvider>,
    );
    await search('spring cup');
    expect(router.state.location.search).toBe('?q=spring+cup');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('region', { name: 'Tournaments (1)' })).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Welcome' })).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    renderPublicRoute('/');
    await screen.findByRole('region', { name: 'Welcome' });
    await search('zzz');
    expect(await screen.findByText('No Results Found')).toBeTruthy();
  });

  it('says search is unavailable when the lists cannot be read', async () => {
    memory.failWhen((op) => op.table === 'organizers');
    renderPublicRoute('/');
    await search('spring');
    expect(await screen.findByText('Search is unavailable right now. Please reload the page.')).toBeTruthy();
  });

  it('sends a signed-in organizer with a selected organizer to the admin panel', async () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1', email: 'fa@riverside.test' });
    setCurrentOrganizerId('org_1');
    renderPublicRoute('/');
    expect(await screen.findByText('Admin Panel')).toBeTruthy();
  });
});
