import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { TeamsScreen } from '../../features/teams/components/teams-screen';
import { organizerWorld, renderWithData, team } from '../../testing/tournament-world';

const HEADER = 'team,firstName,lastName,number,position,dateOfBirth';
const csvFile = (...rows: string[]) => new File([[HEADER, ...rows].join('\r\n')], 'squads.csv', { type: 'text/csv' });
const GOOD = csvFile('Arsenal FC,Bukayo,Saka,7,Forward,2001-09-05', 'Arsenal FC,Martin,Odegaard,8,Midfielder,', 'Chelsea FC,Mason,Mount,19,Midfielder,');

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [{ ...team('a', 'Arsenal FC'), version: 1 }]);
});

async function renderScreen() {
  const user = userEvent.setup();
  renderWithData(<TeamsScreen />);
  const card = await screen.findByRole('region', { name: 'Import from CSV' });
  return { user, card, input: await within(card).findByLabelText('CSV file') };
}

const writes = () => memory.operations.filter((op) => op.kind === 'create' || op.kind === 'update' || op.kind === 'putMany');
const squad = (name: string) => memory.all<Team>('teams').find((t) => t.name === name)?.players.map((p) => `${p.number} ${p.firstName} ${p.lastName} ${p.position}`);

describe('Import from CSV on the teams screen', () => {
  it('previews a file, imports its teams and players, and imported again adds nobody twice', async () => {
    const { user, card, input } = await renderScreen();
    await user.upload(input, GOOD);
    expect(await within(card).findByText('2 teams, 3 players')).toBeTruthy();
    expect(within(card).getByText('1 team of these exists already: new players join it.')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Imported 1 team and 3 players.')).toBeTruthy();
    expect(squad('Arsenal FC')).toEqual(['7 Bukayo Saka Forward', '8 Martin Odegaard Midfielder']);
    expect(squad('Chelsea FC')).toEqual(['19 Mason Mount Midfielder']);
    expect(await screen.findByRole('heading', { name: 'Your Teams (2)' })).toBeTruthy();

    await user.upload(input, GOOD);
    expect(await within(card).findByText('3 players already in their team will be skipped.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Imported 0 teams and 0 players. Skipped 3 players already in their team.')).toBeTruthy();
    expect(memory.all<Team>('teams')).toHaveLength(2);
    expect(squad('Arsenal FC')).toHaveLength(2);
  });

  it('lists every bad row (line, column, problem), keeps Import disabled and saves nothing', async () => {
    const { user, card, input } = await renderScreen();
    await user.upload(input, csvFile('Arsenal FC,Bukayo,Saka,7,Forward,', 'Everton FC,Jordan,Pickford,1x,Goalkeeper,', 'Everton FC,Seamus,Coleman,23,Winger,', 'Arsenal FC,Emile,Smith Rowe,7,Midfielder,', 'Everton FC,Only,Four'));
    const table = await within(card).findByRole('table', { name: 'Problems' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'number', 'Number must be a whole number from 0 to 999.'],
      ['4', 'position', 'Position must be one of Goalkeeper, Defender, Midfielder, Forward.'],
      ['5', 'number', 'Number 7 is already given to Bukayo Saka on line 2.'],
      ['6', '—', 'This row has 3 fields; the header has 6.'],
    ]);
    expect(within(card).getByRole('alert').textContent).toContain('Nothing can be imported while the file has problems.');
    expect((within(card).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writes()).toEqual([]);
    expect(memory.all<Team>('teams').map((t) => t.name)).toEqual(['Arsenal FC']);
  });

  it('a wrong header is named on line 1', async () => {
    const { user, card, input } = await renderScreen();
    await user.upload(input, new File(['team,first,lastName,number,position,dateOfBirth\nArsenal FC,A,B,1,Forward,\n'], 'bad.csv'));
    const table = await within(card).findByRole('table', { name: 'Problems' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '1firstUnknown column "first". The columns are: team, firstName, lastName, number, position, dateOfBirth.',
      '1firstNameThe header has no column "firstName".',
    ]);
  });

  it('a failed save stops the import and says what was saved; Import again finishes it without duplicates', async () => {
    const { user, card, input } = await renderScreen();
    memory.failWhen((op) => op.kind === 'create');
    await user.upload(input, GOOD);
    await user.click(await within(card).findByRole('button', { name: 'Import' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('The import stopped after 1 of 2 teams.');
    expect(alert.textContent).toContain('Imported 0 teams and 2 players. Nothing else was saved.');

    memory.stopFailing();
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Imported 1 team and 1 player. Skipped 2 players already in their team.')).toBeTruthy();
    expect(squad('Arsenal FC')).toHaveLength(2);
    expect(squad('Chelsea FC')).toHaveLength(1);
  });
});
