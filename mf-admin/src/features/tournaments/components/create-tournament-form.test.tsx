import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from 'shared-domain';

const repo = vi.hoisted(() => ({ listTeams: vi.fn(), create: vi.fn() }));
vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-data')>()),
  teamsRepository: { listByOrganizer: repo.listTeams },
  tournamentsRepository: { create: repo.create },
}));

const { CreateTournamentForm } = await import('./create-tournament-form');

const team = (id: string, name: string): Team => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', players: [] });
const teams = [team('t1', 'Arsenal'), team('t2', 'Brentford'), team('t3', 'Chelsea'), team('t4', 'Fulham')];

async function renderForm(onCreated = vi.fn()) {
  render(
    <MemoryRouter>
      <CreateTournamentForm organizerId="org_1" onCreated={onCreated} />
    </MemoryRouter>,
  );
  await screen.findByRole('checkbox', { name: 'Arsenal' });
  return { onCreated, user: userEvent.setup(), submit: screen.getByRole('button', { name: 'Create Tournament' }) as HTMLButtonElement };
}

beforeEach(() => {
  repo.listTeams.mockReset().mockResolvedValue(teams);
  repo.create.mockReset();
});

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

  it('creates with the chosen format and teams in list order, then hands the tournament on', async () => {
    const created = { id: 'tournament_1_x' };
    repo.create.mockResolvedValue(created);
    const { user, onCreated } = await renderForm();
    await user.type(screen.getByLabelText('Tournament Name'), ' Spring Cup ');
    await user.click(screen.getByRole('checkbox', { name: 'Fulham' }));
    await user.click(screen.getByRole('checkbox', { name: 'Arsenal' }));
    await user.selectOptions(screen.getByLabelText('Format'), 'league_playoff');
    await user.selectOptions(screen.getByLabelText('Playoff Qualifiers'), '2');
    await user.selectOptions(screen.getByLabelText('League Rounds'), '3');
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(repo.create).toHaveBeenCalledWith(
      { name: ' Spring Cup ', teamIds: ['t1', 't4'], format: { mode: 'league_playoff', rounds: 3, playoffQualifiers: 2 } },
      'org_1',
    );
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it('says so when saving fails and keeps the form filled', async () => {
    repo.create.mockRejectedValue(new Error('network down'));
    const { user, onCreated } = await renderForm();
    await user.type(screen.getByLabelText('Tournament Name'), 'Cup');
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The tournament could not be created. Please try again.');
    expect((screen.getByLabelText('Tournament Name') as HTMLInputElement).value).toBe('Cup');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('points to the Teams screen when the organizer has no teams', async () => {
    repo.listTeams.mockResolvedValue([]);
    render(
      <MemoryRouter>
        <CreateTournamentForm organizerId="org_1" onCreated={vi.fn()} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Create teams' })).getAttribute('href')).toBe('/teams');
  });
});
