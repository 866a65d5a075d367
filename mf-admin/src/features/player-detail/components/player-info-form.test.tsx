import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Player, Team } from 'shared-domain';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, restoringSessionForTest, signInForTest, TestDataProvider, type TestStorage } from 'shared-data/testing';
import { PlayerDetailScreen } from './player-detail-screen';

const haaland: Player = { id: 'p9', firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9, dateOfBirth: '2000-07-21', isPublic: true, createdAtISO: '' };
const team: Team = { id: 'team_a', name: 'Riverside Rovers', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', version: 1, players: [haaland] };

let memory: TestStorage;
const storedPlayer = () => memory.all<Team>('teams')[0]!.players[0]!;
const teamUpdates = () => memory.operations.filter((op) => op.kind === 'update' && op.table === 'teams');

async function openForm() {
  const view = render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/players/p9']}>
        <Routes>
          <Route path="/players/:playerId" element={<PlayerDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Player details' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const save = () => userEvent.click(within(form).getByRole('button', { name: 'Save Player' }));
  return { form, field, save, close: view.unmount };
}

/** The text that describes an input: its hint, error and counter. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('teams', [team]);
  memory.seed('tournaments', []);
  memory.seed('matches', []);
});

describe('shirt numbers are unique within the team (issue 22)', () => {
  it('a number a teammate wears is refused next to the field, naming them; nothing is saved', async () => {
    const jones: Player = { id: 'p7', firstName: 'Alex', lastName: 'Jones', position: 'Defender', number: 7, isPublic: true, createdAtISO: '' };
    memory.seed('teams', [{ ...team, players: [haaland, jones] }]);
    const { form, field, save } = await openForm();
    const user = userEvent.setup();
    await user.clear(field('Number'));
    await user.type(field('Number'), '7');
    await save();
    expect(await within(form).findByText('Number 7 is already worn by Alex Jones.')).toBeTruthy();
    expect(field('Number').getAttribute('aria-invalid')).toBe('true');
    expect(teamUpdates()).toHaveLength(0);
    expect(storedPlayer().number).toBe(9);

    await user.clear(field('Number'));
    await user.type(field('Number'), '10');
    await save();
    expect(await within(form).findByText('Player details saved.')).toBeTruthy();
    expect(storedPlayer().number).toBe(10);
  });
});

describe('the player form refuses what does not parse and keeps what is stored (issue 11)', () => {
  it('"9x" as the Number is refused next to the field, nothing is saved, and the stored number stays', async () => {
    const { form, field, save } = await openForm();
    const user = userEvent.setup();
    await user.clear(field('Number'));
    await user.type(field('Number'), '9x');
    await save();

    expect(await within(form).findByText('Number must be a whole number from 0 to 999.')).toBeTruthy();
    expect(field('Number').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Number'))).toContain('Number must be a whole number from 0 to 999.');
    expect(within(form).queryByText('Player details saved.')).toBeNull();
    expect(teamUpdates()).toHaveLength(0);
    expect(storedPlayer().number).toBe(9);

    await user.clear(field('Number'));
    await user.type(field('Number'), '10');
    await save();
    expect(await within(form).findByText('Player details saved.')).toBeTruthy();
    expect(storedPlayer()).toMatchObject({ number: 10, dateOfBirth: '2000-07-21' });
  });

  it('an emptied Number still means no number (spec §5)', async () => {
    const { form, field, save } = await openForm();
    await userEvent.clear(field('Number'));
    await save();
    expect(await within(form).findByText('Player details saved.')).toBeTruthy();
    expect('number' in storedPlayer()).toBe(false);
  });

  it('a half-typed date of birth (the browser reads it as empty) is refused instead of clearing the stored date', async () => {
    const { form, field, save } = await openForm();
    const date = field('Date of Birth');
    // What a browser does with "21/07/yyyy": no value, but the input knows its text did not parse.
    Object.defineProperty(date, 'validity', { configurable: true, value: { badInput: true } });
    await userEvent.clear(date);
    await save();
    expect(await within(form).findByText('Enter a valid date.')).toBeTruthy();
    expect(teamUpdates()).toHaveLength(0);
    expect(storedPlayer().dateOfBirth).toBe('2000-07-21');

    // Really cleared, the date goes (an optional field).
    Object.defineProperty(date, 'validity', { configurable: true, value: { badInput: false } });
    await save();
    expect(await within(form).findByText('Player details saved.')).toBeTruthy();
    expect('dateOfBirth' in storedPlayer()).toBe(false);
  });

  it('counts a name’s characters near the limit and refuses more than 100', async () => {
    const { form, field, save } = await openForm();
    const user = userEvent.setup();
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'E'.repeat(79));
    expect(form.querySelector('.ft-field__counter')).toBeNull();
    await user.type(field('First Name'), 'E');
    expect(form.querySelector('.ft-field__counter')?.textContent).toBe('80 / 100');

    await user.type(field('First Name'), 'E'.repeat(21));
    expect(form.querySelector('.ft-field__counter')?.textContent).toBe('101 / 100');
    await save();
    expect(await within(form).findByText('First name must be at most 100 characters.')).toBeTruthy();
    expect(teamUpdates()).toHaveLength(0);
    expect(storedPlayer().firstName).toBe('Erling');
  });
});

describe('the player form keeps unsaved input across an ended session (issue 11)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
  });
  afterEach(() => restoringSessionForTest());

  it('typed fields come back after the form closed unsaved, and are saved from there', async () => {
    const first = await openForm();
    const user = userEvent.setup();
    await user.clear(first.field('Number'));
    await user.type(first.field('Number'), '10');
    await user.selectOptions(first.field('Position'), 'Midfielder');
    first.close();

    const again = await openForm();
    expect(again.field('Number').value).toBe('10');
    expect(again.field('Position').value).toBe('Midfielder');
    expect(again.field('First Name').value).toBe('Erling');
    expect(within(again.form).getByText('Unsaved changes restored.')).toBeTruthy();
    await again.save();
    expect(await within(again.form).findByText('Player details saved.')).toBeTruthy();
    expect(storedPlayer()).toMatchObject({ number: 10, position: 'Midfielder' });
    expect(sessionStorage.length).toBe(0);
  });
});
