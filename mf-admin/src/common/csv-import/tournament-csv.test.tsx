import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match } from 'shared-domain';
import { TournamentDetailScreen } from '../../features/tournaments/components/tournament-detail-screen';
import { match, organizerWorld, renderWithData, team, tournament } from '../../testing/tournament-world';

const league = tournament({ name: 'Spring Cup 2025', teamIds: ['a', 'b', 'c'], format: { mode: 'league', rounds: 1 } });
const MATCHES = [match('m1', 'a', 'b'), match('m2', 'b', 'c', { round: 2 }), match('m3', 'c', 'a', { round: 3, homeGoals: 1, awayGoals: 1 })];
const HEADER = 'round,date,time,home,away,homeGoals,awayGoals';
const csvFile = (...rows: string[]) => new File([[HEADER, ...rows].join('\n')], 'results.csv', { type: 'text/csv' });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', '=Chelsea')]);
  memory.seed('tournaments', [league]);
  memory.seed('matches', MATCHES);
});

async function renderScreen() {
  const user = userEvent.setup();
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
    </Routes>,
    '/tournaments/t1',
  );
  const card = await screen.findByRole('region', { name: 'Import from CSV' });
  return { user, card, input: await within(card).findByLabelText('CSV file') };
}

const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id);
const pointsOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!).getAllByRole('cell').at(-1)?.textContent;

// The detail screen is the admin's heaviest: its first render in a test takes seconds on a busy machine.
describe('Import from CSV on a league', { timeout: 20_000 }, () => {
  it('previews the results, imports them (a date without a time stays without one) and the standings follow', async () => {
    const { user, card, input } = await renderScreen();
    await user.upload(input, csvFile('1,2025-03-01,,Arsenal,Brentford,2,0', '2,2025-03-08,18:30,brentford,=Chelsea,0,3', '3,,,=Chelsea,Arsenal,1,1'));
    expect(await within(card).findByText('3 results')).toBeTruthy();
    expect(within(card).getByText('1 result already saved will be skipped.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Updated 2 matches. 1 result was already saved.')).toBeTruthy();
    expect(stored('m1')).toMatchObject({ dateISO: '2025-03-01', homeGoals: 2, awayGoals: 0 });
    expect(stored('m1')).not.toHaveProperty('time');
    expect(stored('m2')).toMatchObject({ dateISO: '2025-03-08', time: '18:30', homeGoals: 0, awayGoals: 3 });
    await vi.waitFor(() => expect(pointsOf('Chelsea')).toBe('4'));
    expect(pointsOf('Arsenal')).toBe('4');
  });

  it('lists every row that names no fixture, and imports nothing', async () => {
    const { user, card, input } = await renderScreen();
    await user.upload(input, csvFile('1,,,Arsenal,Brentford,2,0', ',,,Liverpool,Arsenal,1,0', ',,,Brentford,Arsenal,1,0', ',,,Arsenal,brentford,3,3', ',,,Arsenal,Brentford,2,'));
    const table = await within(card).findByRole('table', { name: 'Problems' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3home"Liverpool" is not a team of this league.',
      '4homeThis league has no fixture Brentford v Arsenal; it has Arsenal v Brentford. Are home and away swapped?',
      '5homeThis fixture is already on line 2.',
      '6awayGoalsGive both goals or neither.',
    ]);
    expect((within(card).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(memory.operations.filter((op) => op.kind === 'update')).toEqual([]);
  });
});

describe('Download CSV on the tournament detail', { timeout: 20_000 }, () => {
  const files: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    files.length = 0;
    const blobs = new Map<string, Blob>();
    // jsdom has no Blob URLs and does not download: record what the page offers instead.
    const createObjectURL = (blob: Blob) => {
      const url = `blob:file-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the standings and the fixtures as the page shows them, formula-like names escaped', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Download CSV of the standings' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV of the fixtures' }));
    await vi.waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((f) => f.name)).toEqual(['spring-cup-2025-standings.csv', 'spring-cup-2025-fixtures.csv']);
    const [standings, fixtures] = await Promise.all(files.map((f) => f.blob.text()));
    expect(standings!.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'position,team,played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points',
      '1,Arsenal,1,0,1,0,1,1,0,1',
      `2,"'=Chelsea",1,0,1,0,1,1,0,1`,
      '3,Brentford,0,0,0,0,0,0,0,0',
    ]);
    expect(fixtures!.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'round,date,time,home,away,homeGoals,awayGoals',
      '1,,,Arsenal,Brentford,,',
      `2,,,Brentford,"'=Chelsea",,`,
      `3,,,"'=Chelsea",Arsenal,1,1`,
    ]);
  });

  it('offers a sample results file with the exact header and example rows', async () => {
    const { user, card } = await renderScreen();
    await user.click(within(card).getByRole('button', { name: 'Download sample file' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('results-sample.csv');
    const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('round,date,time,home,away,homeGoals,awayGoals');
    expect(lines.slice(1)).toHaveLength(3);
  });
});
