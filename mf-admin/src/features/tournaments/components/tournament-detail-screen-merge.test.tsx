import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { organizerWorld, renderWithData, team, tournament } from '../../../testing/tournament-world';
import { TournamentDetailScreen } from './tournament-detail-screen';

// Issue 11: a settings save that lost a race re-applies its fields to the tournament stored meanwhile.

const cup = tournament({ version: 4, location: { name: 'Old Park' } });

let memory: MemoryStorage;
beforeEach(() => {
  // Form drafts live in session storage: each test starts without one.
  sessionStorage.clear();
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford')]);
  memory.seed('tournaments', [cup]);
  memory.seed('matches', []);
});

const stored = () => memory.all<Tournament>('tournaments')[0]!;
/** Someone else saves the tournament after this screen read it. */
const savedElsewhere = (changes: Partial<Tournament>) => memory.seed('tournaments', [{ ...stored(), ...changes, version: (stored().version ?? 0) + 1 }]);

async function renderScreen() {
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
    </Routes>,
    '/tournaments/t1',
  );
  const user = userEvent.setup();
  return { user, details: await screen.findByRole('form', { name: 'Tournament details' }) };
}

describe('TournamentDetailScreen: a settings save that lost a race', () => {
  it('keeps my Facebook link and the location name saved elsewhere, and says so', async () => {
    const { user, details } = await renderScreen();
    savedElsewhere({ location: { name: 'Riverside Park' } });
    await user.type(within(details).getByLabelText('Facebook'), 'https://facebook.com/cup');
    await user.click(within(details).getByRole('button', { name: 'Save Details' }));
    expect(await within(details).findByText('Details saved.')).toBeTruthy();
    expect((await screen.findByText('Also updated elsewhere: Location Name.')).closest('[role="status"]')).toBeTruthy();
    expect(stored()).toMatchObject({ location: { name: 'Riverside Park' }, socialMedia: { facebook: 'https://facebook.com/cup' }, version: 6 });
    expect(screen.getByText('📍 Riverside Park')).toBeTruthy();
    expect((within(details).getByLabelText('Facebook') as HTMLInputElement).value).toBe('https://facebook.com/cup');
    expect((within(details).getByLabelText('Location Name') as HTMLInputElement).value).toBe('Riverside Park');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Also updated elsewhere: Location Name.')).toBeNull();
  });

  it('asks which location name to keep when both changed it; "Keep theirs" saves the rest of mine', async () => {
    const { user, details } = await renderScreen();
    savedElsewhere({ location: { name: 'Riverside Park' } });
    await user.clear(within(details).getByLabelText('Location Name'));
    await user.type(within(details).getByLabelText('Location Name'), 'Hilltop Arena');
    await user.type(within(details).getByLabelText('Instagram'), 'https://instagram.com/cup');
    await user.click(within(details).getByRole('button', { name: 'Save Details' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed in two places' });
    expect(within(dialog).getByText('Location Name')).toBeTruthy();
    expect(within(dialog).getByText('Yours: “Hilltop Arena” · Elsewhere: “Riverside Park”')).toBeTruthy();
    expect(stored().socialMedia).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));

    expect(await within(details).findByText('Details saved.')).toBeTruthy();
    expect(await screen.findByText('Also updated elsewhere: Location Name.')).toBeTruthy();
    expect(stored()).toMatchObject({ location: { name: 'Riverside Park' }, socialMedia: { instagram: 'https://instagram.com/cup' } });
  });

  it('"Keep mine" saves my value over the one saved elsewhere', async () => {
    const { user, details } = await renderScreen();
    savedElsewhere({ location: { name: 'Riverside Park' } });
    await user.clear(within(details).getByLabelText('Location Name'));
    await user.type(within(details).getByLabelText('Location Name'), 'Hilltop Arena');
    await user.click(within(details).getByRole('button', { name: 'Save Details' }));
    await user.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(await within(details).findByText('Details saved.')).toBeTruthy();
    expect(stored().location).toEqual({ name: 'Hilltop Arena' });
    expect(screen.getByText('📍 Hilltop Arena')).toBeTruthy();
  });

  it('a tournament deleted meanwhile shows Not Found, with nothing written', async () => {
    const { user, details } = await renderScreen();
    await memory.remove('tournaments', { id: 't1' });
    await user.type(within(details).getByLabelText('Facebook'), 'https://facebook.com/cup');
    await user.click(within(details).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText("The tournament you're looking for doesn't exist or you don't have access to it.")).toBeTruthy();
    expect(memory.all('tournaments')).toEqual([]);
  });
});
