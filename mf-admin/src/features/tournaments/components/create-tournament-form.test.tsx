import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { ORGANIZER_ID, organizerWorld, renderWithData, team } from '../../../testing/tournament-world';
import { CreateTournamentForm } from './create-tournament-form';

// Listed oldest first: the order the form lists them in.
const teams = [team('t1', 'Arsenal', '2024-01-01'), team('t2', 'Brentford', '2024-01-02'), team('t3', 'Chelsea', '2024-01-03'), team('t4', 'Fulham', '2024-01-04')];

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', teams);
});

async function renderForm(onCreated = vi.fn()) {
  renderWithData(<CreateTournamentForm organizerId={ORGANIZER_ID} onCreated={onCreated} />);
  await screen.findByRole('checkbox', { name: 'Arsenal' });
  return { onCreated, user: userEvent.setup(), submit: screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement };
}

describe('CreateTournamentForm (spec §2, §5, §9)', () => {
  it('keeps submit disabled until the trimmed name is set and 2 teams are ticked, saying why', async () => {
    const { user, submit } = await renderForm();
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Enter a tournament name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Tournament Name'), '   ');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Tournament Name'), 'Spring Cup');
    expect(screen.getByText('Select at least 2 teams.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Arsenal' }));
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Chelsea' }));
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Select at least 2 teams.')).toBeNull();
  });

  it('refuses a name over 100 characters next to the field, with its counter, and keeps submit disabled', async () => {
    const { user, submit } = await renderForm();
    const name = screen.getByLabelText('Tournament Name');
    await user.click(screen.getByRole('checkbox', { name: 'Arsenal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chelsea' }));
    await user.click(name);
    await user.paste('C'.repeat(100));
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('100 / 100')).toBeTruthy();
    await user.paste('C'.repeat(200));
    expect(screen.getByText('Tournament name must be at most 100 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('300 / 100')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(memory.all<Tournament>('tournaments')).toEqual([]);
  });

  it('selects all and none', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('group', { name: /Teams \(4 of 4 selected\)/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select None' }));
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it('defaults to a league with 1 round; League + Elimination preselects 2 rounds and needs 4 teams', async () => {
    const { user, submit } = await renderForm();
    const format = screen.getByLabelText('Format') as HTMLSelectElement;
    expect(format.value).toBe('league');
    expect((screen.getByLabelText('League Rounds') as HTMLSelectElement).value).toBe('1');
    expect(screen.queryByLabelText('Playoff Qualifiers')).toBeNull();
    await user.selectOptions(format, 'swiss_elimination');
    expect((screen.getByLabelText('League Rounds') as HTMLSelectElement).value).toBe('2');
    await user.type(screen.getByLabelText('Tournament Name'), 'Swiss');
    await user.click(screen.getByRole('checkbox', { name: 'Arsenal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brentford' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chelsea' }));
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('League + Elimination needs at least 4 teams.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Fulham' }));
    expect(submit.disabled).toBe(false);
  });

  it('offers qualifiers 2/4/8 (default 4) for League + Playoffs and custom playoff teams (default 4, bye on)', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Format'), 'league_playoff');
    const qualifiers = screen.getByLabelText('Playoff Qualifiers') as HTMLSelectElement;
    expect(qualifiers.value).toBe('4');
    expect(within(qualifiers).getAllByRole('option').map((o) => o.textContent)).toEqual(['Top 2', 'Top 4', 'Top 8']);
    await user.selectOptions(screen.getByLabelText('Format'), 'league_custom_playoff');
    expect(screen.queryByLabelText('Playoff Qualifiers')).toBeNull();
    const playoffTeams = screen.getByLabelText('Playoff Teams') as HTMLSelectElement;
    expect(playoffTeams.value).toBe('4');
    expect(within(playoffTeams).getAllByRole('option').map((o) => o.textContent)).toEqual(['4', '6', '8', '10', '12']);
    expect((screen.getByRole('checkbox', { name: 'Enable bye' }) as HTMLInputElement).checked).toBe(true);
  });

  it('creates with the chosen format and teams in list order, with its fixtures, then hands the tournament on', async () => {
    const { user, onCreated } = await renderForm();
    await user.type(screen.getByLabelText('Tournament Name'), ' Spring Cup ');
    await user.click(screen.getByRole('checkbox', { name: 'Fulham' }));
    await user.click(screen.getByRole('checkbox', { name: 'Arsenal' }));
    await user.selectOptions(screen.getByLabelText('Format'), 'league_playoff');
    await user.selectOptions(screen.getByLabelText('Playoff Qualifiers'), '2');
    await user.selectOptions(screen.getByLabelText('League Rounds'), '3');
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const [created] = memory.all<Tournament>('tournaments');
    expect(created).toMatchObject({ name: 'Spring Cup', teamIds: ['t1', 't4'], organizerId: ORGANIZER_ID, format: { mode: 'league_playoff', rounds: 3, playoffQualifiers: 2 } });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(memory.all<Match>('matches').filter((m) => !m.isPlayoff)).toHaveLength(3);
  });

  it('creates a Groups + Knockout cup with its settings (issue 24): groups, qualifiers, two-legged rounds, away goals, third place; no fixtures before the draw', async () => {
    const { user, submit } = await renderForm();
    await user.type(screen.getByLabelText('Tournament Name'), 'Mini Cup');
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.selectOptions(screen.getByLabelText('Format'), 'groups_knockout');
    expect(screen.queryByLabelText('League Rounds')).toBeNull();
    // 4 groups by default: 4 teams are too few, and the form says so.
    expect(screen.getByText('4 groups need at least 8 teams (two a group); there are 4.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Groups'), '2');
    await user.selectOptions(screen.getByLabelText('Qualifiers per Group'), '1');
    expect(screen.getByLabelText('Best 2nd-placed Teams')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Group Legs'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Final' }));
    expect((screen.getByRole('checkbox', { name: 'Away goals rule' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Away goals rule' }));
    await user.click(screen.getByRole('checkbox', { name: 'Third-place match' }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    await vi.waitFor(() => expect(memory.all<Tournament>('tournaments')).toHaveLength(1));
    const [created] = memory.all<Tournament>('tournaments');
    expect(created?.format).toMatchObject({
      mode: 'groups_knockout',
      groupsKnockout: { groupCount: 2, groupLegs: 2, qualifiersPerGroup: 1, knockoutLegs: [2], awayGoals: true, thirdPlaceMatch: true },
    });
    expect(memory.all<Match>('matches')).toEqual([]);
  });

  it('says so when saving fails and keeps the form filled', async () => {
    memory.failWhen((op) => op.kind === 'create' && op.table === 'tournaments');
    const { user, onCreated } = await renderForm();
    await user.type(screen.getByLabelText('Tournament Name'), 'Cup');
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The tournament could not be created. Please try again.');
    expect((screen.getByLabelText('Tournament Name') as HTMLInputElement).value).toBe('Cup');
    expect(onCreated).not.toHaveBeenCalled();
    expect(memory.all('tournaments')).toEqual([]);
  });

  it('offers a retry when the teams cannot be read', async () => {
    memory.failWhen((op) => op.table === 'teams');
    renderWithData(<CreateTournamentForm organizerId={ORGANIZER_ID} onCreated={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your teams.');
    memory.stopFailing();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Arsenal' })).toBeTruthy();
  });

  it('points to the Teams screen when the organizer has no teams', async () => {
    installMemoryStorage();
    renderWithData(<CreateTournamentForm organizerId={ORGANIZER_ID} onCreated={vi.fn()} />);
    expect((await screen.findByRole('link', { name: 'Create teams' })).getAttribute('href')).toBe('/teams');
  });
});
