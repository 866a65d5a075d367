import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { ORGANIZER_ID, WithTournament, organizerWorld, renderWithData, team, tournament } from '../../../testing/tournament-world';
import { CreateTournamentForm } from './create-tournament-form';
import { TournamentDetailsForm } from './tournament-details-form';

// Issue 13: a tournament's match dates and times are in its time zone, which its calendar feeds convert from.
let memory: MemoryStorage;
beforeEach(() => {
  sessionStorage.clear();
  memory = organizerWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const stored = () => memory.all<Tournament>('tournaments')[0]!;
const updates = () => memory.operations.filter((op) => op.kind === 'update');

/** The browser reports `zone` as the organizer's time zone. */
function browserZone(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

describe('creating a tournament', () => {
  it("stores the browser's time zone", async () => {
    memory.seed('teams', [team('t1', 'Arsenal', '2024-01-01'), team('t2', 'Brentford', '2024-01-02')]);
    browserZone('Australia/Sydney');
    const onCreated = vi.fn();
    renderWithData(<CreateTournamentForm organizerId={ORGANIZER_ID} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Arsenal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brentford' }));
    await user.type(screen.getByLabelText('Tournament Name'), 'Spring Cup');
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(stored().timeZone).toBe('Australia/Sydney');
  });
});

describe('TournamentDetailsForm: Time zone', () => {
  function renderForm(t: Tournament) {
    memory.seed('tournaments', [t]);
    renderWithData(<WithTournament>{(shown) => <TournamentDetailsForm tournament={shown} />}</WithTournament>);
    return userEvent.setup();
  }

  it('shows the stored zone among every zone, and saves the one chosen', async () => {
    const user = renderForm(tournament({ version: 2, timeZone: 'Europe/London' }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    expect(select.value).toBe('Europe/London');
    expect([...select.options].map((o) => o.value)).toEqual(expect.arrayContaining(['UTC', 'America/New_York', 'Asia/Tokyo']));
    await user.selectOptions(select, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored().timeZone).toBe('America/New_York');
  });

  it('reads UTC for an older tournament without a zone, and writes none until one is chosen', async () => {
    const user = renderForm(tournament({ version: 2 }));
    expect((await screen.findByLabelText<HTMLSelectElement>('Time zone')).value).toBe('UTC');
    await user.type(screen.getByLabelText('Location Name'), 'Old Park');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored()).not.toHaveProperty('timeZone');
    expect(updates()).toHaveLength(1);
  });

  it('refuses a zone the browser does not know (a restored draft), names it, and saves nothing', async () => {
    const user = renderForm(tournament({ version: 2, timeZone: 'Europe/London' }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    // A zone this browser does not list: the select holds it as an option a draft could name.
    const stranger = document.createElement('option');
    stranger.value = 'Mars/Olympus_Mons';
    select.append(stranger);
    await user.selectOptions(select, 'Mars/Olympus_Mons');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Choose a time zone from the list, such as Europe/London.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nothing was saved: please choose a time zone from the list.')).toBeTruthy();
    expect(updates()).toHaveLength(0);
    expect(stored().timeZone).toBe('Europe/London');
  });
});
