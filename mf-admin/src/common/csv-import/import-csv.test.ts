import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from 'shared-data/testing';
import type { Match, Team, Tournament } from 'shared-domain';
import type { FixturesCsvRow, TeamsCsvRow } from 'shared-domain/csv';
import { twoGroupCup } from '../../testing/two-group-cup';
import type { ImportProgress } from './csv-import-outcome';
import { importFixturesCsv as importFixtures } from './import-fixtures-csv';
import { importTeamsCsv } from './import-teams-csv';

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  // A stopped import logs its failure; these tests stop imports on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const player = (line: number, team: string, firstName: string, lastName: string, number: number): TeamsCsvRow => ({
  line,
  team,
  player: { firstName, lastName, number, position: 'Forward', dateOfBirth: null },
});
const ROWS = [player(2, 'Arsenal FC', 'Bukayo', 'Saka', 7), player(3, 'Arsenal FC', 'Martin', 'Odegaard', 8), player(4, 'Chelsea FC', 'Mason', 'Mount', 19), player(5, 'Everton FC', 'Jordan', 'Pickford', 1)];
const teams = () => memory.all<Team>('teams').filter((t) => t.organizerId === 'org_1');
const squad = (name: string) => teams().find((t) => t.name === name)?.players.map((p) => `${p.number} ${p.firstName} ${p.lastName}`);

describe('importTeamsCsv', () => {
  beforeEach(() => {
    memory.seed('teams', [{ id: 'team_1', name: 'Arsenal FC', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', players: [], version: 1 }]);
  });

  it('creates the missing teams, adds every player to its team and reports progress team by team', async () => {
    const heard: ImportProgress[] = [];
    const outcome = await importTeamsCsv('org_1', ROWS, (p) => heard.push(p));
    expect(outcome).toEqual({ status: 'done', summary: { createdTeams: 2, addedPlayers: 4, skippedPlayers: 0 } });
    expect(teams().map((t) => t.name).sort()).toEqual(['Arsenal FC', 'Chelsea FC', 'Everton FC']);
    expect(squad('Arsenal FC')).toEqual(['7 Bukayo Saka', '8 Martin Odegaard']);
    expect(teams().find((t) => t.name === 'Everton FC')?.players[0]).toMatchObject({ id: expect.stringMatching(/^player_/), position: 'Forward', isPublic: true });
    expect(heard).toEqual([0, 1, 2, 3].map((done) => ({ done, total: 3 })));
  });

  it('run again, creates nothing twice and says how many players it skipped', async () => {
    await importTeamsCsv('org_1', ROWS);
    const writes = memory.operations.length;
    expect(await importTeamsCsv('org_1', ROWS)).toEqual({ status: 'done', summary: { createdTeams: 0, addedPlayers: 0, skippedPlayers: 4 } });
    expect(memory.operations.slice(writes).filter((op) => op.kind !== 'query')).toEqual([]);
    expect(teams()).toHaveLength(3);
    expect(squad('Arsenal FC')).toHaveLength(2);
  });

  it('stopped by a failed save, it says what was saved; run again, it finishes without duplicates', async () => {
    // Creating Chelsea FC fails: Arsenal's players are saved, nothing else.
    memory.failWhen((op) => op.kind === 'create');
    const stopped = await importTeamsCsv('org_1', ROWS);
    expect(stopped).toMatchObject({ status: 'stopped', summary: { createdTeams: 0, addedPlayers: 2 }, progress: { done: 1, total: 3 } });
    expect(teams().map((t) => t.name)).toEqual(['Arsenal FC']);

    memory.stopFailing();
    expect(await importTeamsCsv('org_1', ROWS)).toEqual({ status: 'done', summary: { createdTeams: 2, addedPlayers: 2, skippedPlayers: 2 } });
    expect(squad('Arsenal FC')).toEqual(['7 Bukayo Saka', '8 Martin Odegaard']);
    expect(squad('Chelsea FC')).toEqual(['19 Mason Mount']);
  });

  it('refuses, writing nothing, when the stored teams now clash with the file (a number taken since the preview)', async () => {
    memory.seed('teams', [{ ...teams()[0]!, players: [{ id: 'p9', firstName: 'Emile', lastName: 'Smith Rowe', number: 7, position: 'Midfielder', isPublic: true, createdAtISO: '' }] }]);
    const outcome = await importTeamsCsv('org_1', ROWS);
    expect(outcome).toEqual({ status: 'refused', problems: [{ line: 2, column: 'number', reason: 'Number 7 is already worn by Emile Smith Rowe in Arsenal FC.' }] });
    expect(memory.operations.filter((op) => op.kind !== 'query')).toEqual([]);
  });
});

const fixture = (line: number, home: string, away: string, homeGoals: string, awayGoals: string): FixturesCsvRow => ({
  line,
  round: null,
  date: '2022-08-05',
  time: null,
  home,
  away,
  score: { home: homeGoals, away: awayGoals },
});
const RESULTS = [fixture(2, 'Arsenal FC', 'Chelsea FC', '2', '0'), fixture(3, 'Chelsea FC', 'Arsenal FC', '1', '1'), fixture(4, 'Chelsea FC', 'Everton FC', '0', '3')];

/** As the page runs it: reads through a QueryClient (afresh), writes through shared-data. */
const importFixturesCsv = (tournamentId: string, rows: FixturesCsvRow[], onProgress?: (p: ImportProgress) => void) => importFixtures(new QueryClient(), tournamentId, rows, onProgress);

describe('importFixturesCsv', () => {
  const match = (id: string, round: number, homeTeamId: string, awayTeamId: string): Match => ({ id, tournamentId: 'tour_1', organizerId: 'org_1', round, homeTeamId, awayTeamId, version: 1 });
  beforeEach(() => {
    const team = (id: string, name: string) => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', players: [], version: 1 });
    memory.seed('teams', [team('a', 'Arsenal FC'), team('c', 'Chelsea FC'), team('e', 'Everton FC')]);
    const tournament: Tournament = { id: 'tour_1', name: 'League', format: { mode: 'league', rounds: 2 }, teamIds: ['a', 'c', 'e'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', version: 1 };
    memory.seed('tournaments', [tournament]);
    memory.seed('matches', [match('m1', 1, 'a', 'c'), match('m2', 2, 'c', 'a'), match('m3', 3, 'c', 'e'), match('m4', 4, 'e', 'c')]);
  });
  const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id);

  it('saves date, time and score of every row and reports progress match by match', async () => {
    const heard: number[] = [];
    const outcome = await importFixturesCsv('tour_1', RESULTS, (p) => heard.push(p.done));
    expect(outcome).toEqual({ status: 'done', summary: { updatedMatches: 3, unchanged: 0 } });
    expect(stored('m1')).toMatchObject({ dateISO: '2022-08-05', homeGoals: 2, awayGoals: 0 });
    expect(stored('m1')).not.toHaveProperty('time');
    expect(stored('m3')).toMatchObject({ homeGoals: 0, awayGoals: 3 });
    expect(stored('m4')).not.toHaveProperty('homeGoals');
    expect(heard).toEqual([0, 1, 2, 3]);
  });

  it('run again, writes nothing', async () => {
    await importFixturesCsv('tour_1', RESULTS);
    const before = memory.operations.length;
    expect(await importFixturesCsv('tour_1', RESULTS)).toEqual({ status: 'done', summary: { updatedMatches: 0, unchanged: 3 } });
    expect(memory.operations.slice(before).filter((op) => op.kind === 'update')).toEqual([]);
  });

  it('stopped by a failed save, it says how far it got; run again, it saves only the rest', async () => {
    memory.failWhen((op) => op.kind === 'update' && op.key?.id === 'm3');
    const stopped = await importFixturesCsv('tour_1', RESULTS);
    expect(stopped).toMatchObject({ status: 'stopped', summary: { updatedMatches: 2 }, progress: { done: 2, total: 3 } });
    memory.stopFailing();
    const before = memory.operations.length;
    expect(await importFixturesCsv('tour_1', RESULTS)).toEqual({ status: 'done', summary: { updatedMatches: 1, unchanged: 2 } });
    expect(memory.operations.slice(before).filter((op) => op.kind === 'update').map((op) => op.key?.id)).toEqual(['m3']);
  });

  it('refuses, writing nothing, rows that name no fixture of the league', async () => {
    const outcome = await importFixturesCsv('tour_1', [...RESULTS, fixture(5, 'Arsenal FC', 'Everton FC', '1', '0')]);
    expect(outcome).toEqual({ status: 'refused', problems: [{ line: 5, column: 'home', reason: 'This league has no fixture Arsenal FC v Everton FC.' }] });
    expect(memory.operations.filter((op) => op.kind === 'update')).toEqual([]);
  });
});

describe('importFixturesCsv into a Groups + Knockout cup (issue 24)', () => {
  const base = { tournamentId: 'cup_1', organizerId: 'org_1', version: 1 };
  beforeEach(() => {
    const team = (id: string, name: string) => ({ id, name, colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', players: [], version: 1 });
    memory.seed('teams', [team('alb', 'Albania'), team('aut', 'Austria'), team('bel', 'Belgium'), team('bul', 'Bulgaria')]);
    const cup: Tournament = { id: 'cup_1', name: 'Cup', format: { mode: 'groups_knockout', groupsKnockout: twoGroupCup }, teamIds: ['alb', 'aut', 'bel', 'bul'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', version: 1 };
    memory.seed('tournaments', [cup]);
    const ko = (id: string, playoffRound: number, homeTeamId: string, awayTeamId: string): Match => ({ ...base, id, round: 0, isPlayoff: true, stage: 'knockout', playoffRound, homeTeamId, awayTeamId });
    memory.seed('matches', [
      { ...base, id: 'ga', round: 1, homeTeamId: 'alb', awayTeamId: 'aut', stage: 'group', group: 'A' },
      { ...base, id: 'gb', round: 1, homeTeamId: 'bel', awayTeamId: 'bul', stage: 'group', group: 'B' },
      ko('s1', 0, 'group-A-1', 'group-B-2'),
      ko('s2', 0, 'group-B-1', 'group-A-2'),
      ko('f', 1, 'winner-1', 'winner-2'),
    ]);
  });
  const sides = (id: string) => {
    const m = memory.all<Match>('matches').find((x) => x.id === id)!;
    return `${m.homeTeamId} v ${m.awayTeamId}`;
  };

  it('writes the teams the imported group results decide into the knockout games', async () => {
    expect(await importFixturesCsv('cup_1', [fixture(2, 'Albania', 'Austria', '2', '0')])).toMatchObject({ status: 'done' });
    expect([sides('s1'), sides('s2'), sides('f')]).toEqual(['alb v group-B-2', 'group-B-1 v aut', 'winner-1 v winner-2']);
    await importFixturesCsv('cup_1', [fixture(2, 'Belgium', 'Bulgaria', '0', '1')]);
    expect([sides('s1'), sides('s2')]).toEqual(['alb v bel', 'bul v aut']);
  });
});
