import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import { csvFileName, fixturesCsv, standingsCsv } from './csv-export';

const match = (id: string, round: number, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't',
  organizerId: 'o',
  round,
  homeTeamId: home,
  awayTeamId: away,
  ...extra,
});
const NAMES: Record<string, string> = { a: 'Arsenal FC', b: '=HYPERLINK("http://evil")', c: 'Chelsea FC' };
const nameOf = (id: string) => NAMES[id] ?? id;
const lines = (csv: string) => csv.split('\r\n');

describe('standingsCsv', () => {
  const matches = [match('m1', 1, 'a', 'b', { homeGoals: 0, awayGoals: 1 }), match('m2', 2, 'c', 'a', { homeGoals: 0, awayGoals: 4 }), match('p', 3, 'a', 'c', { isPlayoff: true, homeGoals: 9, awayGoals: 0 })];

  it('is the table the pages show: positions, every count, goal difference (negative as a number) and points; playoff games do not count', () => {
    expect(lines(standingsCsv({ teamIds: ['a', 'b', 'c'], format: { mode: 'league' } }, matches, nameOf))).toEqual([
      'position,team,played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points',
      '1,Arsenal FC,2,1,0,1,4,1,3,3',
      `2,"'=HYPERLINK(""http://evil"")",1,1,0,0,1,0,1,3`,
      '3,Chelsea FC,1,0,0,1,0,4,-4,0',
    ]);
  });

  it("orders level teams by the tournament's tie-breakers", () => {
    // a and b level on 3 points; b won the head-to-head, a has the better goal difference.
    const level = [match('m1', 1, 'a', 'b', { homeGoals: 0, awayGoals: 1 }), match('m2', 2, 'a', 'c', { homeGoals: 5, awayGoals: 0 })];
    const order = (tieBreakers: 'spec' | 'la-liga') =>
      lines(standingsCsv({ teamIds: ['a', 'b', 'c'], format: { mode: 'league', tieBreakers } }, level, (id) => id))
        .slice(1)
        .map((l) => l.split(',')[1]);
    expect(order('spec')).toEqual(['a', 'b', 'c']);
    expect(order('la-liga')).toEqual(['b', 'a', 'c']);
  });
});

describe('fixturesCsv', () => {
  it('writes the league fixtures in the import format, by round then kick-off (undated last), with empty cells for what is not set', () => {
    const matches = [
      match('m3', 2, 'c', 'a'),
      match('m2', 1, 'c', 'b', { dateISO: '2022-08-06T00:00:00.000Z', time: '15:00', homeGoals: 0, awayGoals: 0 }),
      match('m1', 1, 'a', 'b', { dateISO: '2022-08-05', time: '20:00', homeGoals: 2, awayGoals: 1 }),
      match('m0', 1, 'a', 'c'),
      match('p', 3, 'a', 'c', { isPlayoff: true }),
    ];
    expect(lines(fixturesCsv(matches, nameOf))).toEqual([
      'round,date,time,home,away,homeGoals,awayGoals',
      '1,2022-08-05,20:00,Arsenal FC,"\'=HYPERLINK(""http://evil"")",2,1',
      '1,2022-08-06,15:00,Chelsea FC,"\'=HYPERLINK(""http://evil"")",0,0',
      '1,,,Arsenal FC,Chelsea FC,,',
      '2,,,Chelsea FC,Arsenal FC,,',
    ]);
  });
});

describe('csvFileName', () => {
  it.each([
    ['Premier League 2022/23', 'standings', 'premier-league-2022-23-standings.csv'],
    ['  Liga Atlético  ', 'fixtures', 'liga-atletico-fixtures.csv'],
    ['../../etc/passwd', 'fixtures', 'etc-passwd-fixtures.csv'],
    ['⚽', 'standings', 'tournament-standings.csv'],
  ] as const)('%s → %s file %s', (name, kind, file) => {
    expect(csvFileName(name, kind)).toBe(file);
  });
});
