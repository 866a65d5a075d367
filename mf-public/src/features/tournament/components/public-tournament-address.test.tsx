import { screen } from '@testing-library/react';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { testTeam, testTournament } from '../../../testing/public-test-data';
import { renderPublicRoute } from '../../../testing/render-public-route';

let memory: MemoryStorage;

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [
    { id: 'org', name: 'Riverside FA', email: 'fa@riverside.test', createdAtISO: '' },
    { id: 'org_2', name: 'Hillside', email: 'hill@side.test', createdAtISO: '' },
  ]);
  memory.seed('teams', [testTeam('a', 'Arsenal'), testTeam('b', 'Brighton')]);
  memory.seed('tournaments', [testTournament('t1', ['a', 'b'], { name: 'Spring League' }), testTournament('t_secret', ['a'], { visibility: 'private' })]);
  signOutForTest();
});

const notFound = async (shownPath: string) => {
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
  expect(screen.getByText(shownPath)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('heading', { name: 'Tournament not found' })).toBeNull();
};

describe("PublicTournamentScreen at an organizer's address (/:orgName/:tournamentId)", () => {
  it.each(['/Riverside%20FA/t1', '/riverside%20fa/t1', '/%20RIVERSIDE%20FA%20/t1'])('shows the tournament at %s (decoded, any case, trimmed)', async (path) => {
    renderPublicRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
  });

  it.each([
    ["another organizer's name", '/Hillside/t1', '/Hillside/t1'],
    ['a name no organizer has', '/Some%20Club/t1', '/Some Club/t1'],
    ['a private tournament', '/Riverside%20FA/t_secret', '/Riverside FA/t_secret'],
    ['a missing tournament', '/Riverside%20FA/nothing', '/Riverside FA/nothing'],
    // A typo of an admin path reaches this route too: it is a wrong page, not a missing tournament.
    ['/admin/organizer', '/admin/organizer', '/admin/organizer'],
    ['/calendar/x', '/calendar/x', '/calendar/x'],
  ])('is the 404 page for %s, naming the path decoded', async (_case, path, shown) => {
    renderPublicRoute(path);
    await notFound(shown);
    expect(screen.queryByText('Spring League')).toBeNull();
  });

  it('keeps "Tournament not found" at /public/tournaments/:id (spec §2, §10)', async () => {
    renderPublicRoute('/public/tournaments/nothing');
    expect(await screen.findByRole('heading', { name: 'Tournament not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).toBeNull();
  });

  it('follows a renamed organizer: the old name is a 404, the new one shows the tournament', async () => {
    await memory.update('organizers', { id: 'org' }, { name: 'Riverside United' });
    const old = renderPublicRoute('/Riverside%20FA/t1');
    await notFound('/Riverside FA/t1');
    old.unmount();
    renderPublicRoute('/riverside%20united/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring League' })).toBeTruthy();
  });
});
