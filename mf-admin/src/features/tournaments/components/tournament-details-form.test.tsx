import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { WithTournament, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { TournamentDetailsForm } from './tournament-details-form';

const cup = tournament({ version: 2, location: { name: 'Old Park' }, socialMedia: { facebook: 'https://facebook.com/cup' } });

let memory: MemoryStorage;
beforeEach(() => {
  // Drafts are kept per tab: a test's unsaved input must not come back in the next test's form.
  sessionStorage.clear();
  memory = organizerWorld();
  memory.seed('tournaments', [cup]);
});

function renderForm() {
  const view = renderWithData(<WithTournament>{(t) => <TournamentDetailsForm tournament={t} />}</WithTournament>);
  return Object.assign(userEvent.setup(), { close: view.unmount });
}

const stored = () => memory.all<Tournament>('tournaments')[0]!;
const updates = () => memory.operations.filter((op) => op.kind === 'update');

describe('TournamentDetailsForm (spec §2 location and social fields)', () => {
  it('refuses a link that is not http(s), names it, and saves nothing', async () => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Instagram'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('Please enter a link starting with http:// or https://')).toBeTruthy();
    expect(screen.getByLabelText('Instagram').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nothing was saved: please correct the highlighted links.')).toBeTruthy();
    expect(updates()).toHaveLength(0);
  });

  it('saves location and social links, removing what was emptied', async () => {
    const user = renderForm();
    await user.clear(await screen.findByLabelText('Location Name'));
    await user.type(screen.getByLabelText('Location Name'), ' New Arena ');
    await user.type(screen.getByLabelText('Location Link'), 'HTTPS://maps.example.com/arena');
    await user.clear(screen.getByLabelText('Facebook'));
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored().location).toEqual({ name: 'New Arena', link: 'https://maps.example.com/arena' });
    expect(stored()).not.toHaveProperty('socialMedia');
  });

  it('after a lost race shows the conflict and the stored values, and reports other failures', async () => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Location Name'), ' North');
    // Someone else saves first.
    memory.seed('tournaments', [{ ...cup, version: 3, location: { name: 'Hilltop' } }]);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('This tournament was changed elsewhere; the latest version is shown.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Location Name') as HTMLInputElement).value).toBe('Hilltop'));
    expect(screen.queryByText('Details saved.')).toBeNull();
    expect(stored().location).toEqual({ name: 'Hilltop' });

    memory.failWhen((op) => op.kind === 'update');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect((await screen.findByText('The details could not be saved. Please try again.')).closest('[role="alert"]')).toBeTruthy();
  });
});

describe('TournamentDetailsForm: Tie-breakers setting', () => {
  it('offers the presets with "Spec default" chosen when the tournament has none', async () => {
    renderForm();
    const select = (await screen.findByLabelText('Tie-breakers')) as HTMLSelectElement;
    expect(select.value).toBe('spec');
    expect([...select.options].map((o) => o.text)).toEqual(['Spec default', 'Premier League', 'La Liga', 'UEFA', 'FIFA World Cup']);
  });

  it('saves the chosen preset on the format, keeping the rest of it, and goes back to the default', async () => {
    const user = renderForm();
    await user.selectOptions(await screen.findByLabelText('Tie-breakers'), 'La Liga');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored().format).toEqual({ ...cup.format, tieBreakers: 'la-liga' });

    await user.selectOptions(screen.getByLabelText('Tie-breakers'), 'Spec default');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(stored().format).toEqual(cup.format));
  });

  it('does not write the format when only the location changes', async () => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Location Name'), ' East');
    // A format field the form has not read (same version): writing the format would drop it.
    const named = { ...cup.format, customRounds: [{ roundNumber: 1, name: 'Opening day' }] };
    memory.seed('tournaments', [{ ...cup, format: named }]);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored().format).toEqual(named);
  });
});

describe('TournamentDetailsForm keeps unsaved input across an ended session (issue 11)', () => {
  it('typed links come back after the form closed unsaved; once saved, nothing is left to restore', async () => {
    const first = renderForm();
    await first.type(await screen.findByLabelText('Instagram'), 'https://instagram.com/cup');
    first.close();

    const again = renderForm();
    expect((await screen.findByLabelText<HTMLInputElement>('Instagram')).value).toBe('https://instagram.com/cup');
    expect(screen.getByLabelText<HTMLInputElement>('Facebook').value).toBe('https://facebook.com/cup');
    expect(screen.getByText('Unsaved changes restored.')).toBeTruthy();
    await again.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(stored().socialMedia).toEqual({ facebook: 'https://facebook.com/cup', instagram: 'https://instagram.com/cup' });
    expect(sessionStorage.length).toBe(0);
    expect(screen.queryByText('Unsaved changes restored.')).toBeNull();
  });
});
