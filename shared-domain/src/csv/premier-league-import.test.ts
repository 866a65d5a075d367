import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import { fixturesToMatches } from '../competition/tournament-format';
import { generateRoundRobin } from '../league/round-robin';
import { applyMatchPatch } from '../match/match-patch';
import { fixturesCsv, standingsCsv } from './csv-export';
import { FIXTURES_CSV_COLUMNS, readFixturesCsv } from './fixtures-csv';
import { planFixturesImport } from './fixtures-import-plan';
import { writeCsv } from './csv-table';

// The whole 2022/23 Premier League season as a fixtures file, imported into a league the app generated
// for its 20 teams (a double round robin, so each home/away pairing is one fixture). The table that
// follows must be the official one.
const names = [...new Set(season.matches.map((m) => m.homeTeam))].sort();
const teams = names.map((name, i) => ({ id: `team_${i}`, name }));
const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? id;
const tournament = { teamIds: teams.map((t) => t.id), format: { mode: 'league' as const, rounds: 2 } };
let next = 0;
const generated = fixturesToMatches(generateRoundRobin(tournament.teamIds, 2), { tournamentId: 'pl', organizerId: 'org' }, () => `match_${next++}`);

const seasonCsv = writeCsv(
  FIXTURES_CSV_COLUMNS,
  season.matches.map((m) => [m.round, m.date, '', m.homeTeam, m.awayTeam, m.homeGoals, m.awayGoals]),
);

function importInto(matches: typeof generated, text: string) {
  const read = readFixturesCsv(text);
  const plan = planFixturesImport(read.rows, { teams, matches });
  const byId = new Map(plan.updates.map((u) => [u.matchId, u.fields]));
  return { read, plan, matches: matches.map((m) => (byId.has(m.id) ? applyMatchPatch(m, byId.get(m.id)!) : m)) };
}

describe('importing the Premier League 2022/23 season from CSV', () => {
  const first = importInto(generated, seasonCsv);

  it('reads 380 valid rows and plans 380 match updates with no problem', () => {
    expect(generated).toHaveLength(380);
    expect(first.read.problems).toEqual([]);
    expect(first.plan.problems).toEqual([]);
    expect(first.plan.updates).toHaveLength(380);
    expect(new Set(first.plan.updates.map((u) => u.matchId)).size).toBe(380);
  });

  it('gives the official final table, row by row', () => {
    const exported = Papa.parse<Record<string, string>>(standingsCsv(tournament, first.matches, nameOf), { header: true }).data;
    expect(exported.map((r) => ({ ...r }))).toEqual(
      season.finalTable.map((o) => ({
        position: String(o.position),
        team: o.team,
        played: String(o.played),
        won: String(o.won),
        drawn: String(o.drawn),
        lost: String(o.lost),
        goalsFor: String(o.goalsFor),
        goalsAgainst: String(o.goalsAgainst),
        goalDifference: String(o.goalsFor - o.goalsAgainst),
        points: String(o.points),
      })),
    );
  });

  it('sets each match the file names: its round, its date with no time (none given, none invented) and its score', () => {
    const played = first.matches.find((m) => nameOf(m.homeTeamId) === 'Crystal Palace FC' && nameOf(m.awayTeamId) === 'Arsenal FC');
    expect(played).toMatchObject({ round: 1, dateISO: '2022-08-05', homeGoals: 0, awayGoals: 2 });
    expect(played).not.toHaveProperty('time');
  });

  it("gives every match the file's round: each round holds exactly the file's matches of that round", () => {
    const key = (home: string, away: string) => `${home} v ${away}`;
    const byRound = (list: { round: number; key: string }[]) => [...new Set(list.map((m) => m.round))].sort((a, b) => a - b).map((r) => list.filter((m) => m.round === r).map((m) => m.key).sort());
    const file = byRound(season.matches.map((m) => ({ round: m.round, key: key(m.homeTeam, m.awayTeam) })));
    const imported = byRound(first.matches.map((m) => ({ round: m.round, key: key(nameOf(m.homeTeamId), nameOf(m.awayTeamId)) })));
    expect(imported).toEqual(file);
    expect(imported).toHaveLength(38);
  });

  it('imported again, the same file changes nothing', () => {
    expect(importInto(first.matches, seasonCsv).plan).toEqual({ updates: [], unchanged: 380, problems: [] });
  });

  it("the fixtures download imports back into a fresh league and gives the same table (the export speaks the import's format)", () => {
    const download = fixturesCsv(first.matches, nameOf);
    const again = importInto(generated, download);
    expect(again.plan.problems).toEqual([]);
    expect(again.plan.updates).toHaveLength(380);
    expect(standingsCsv(tournament, again.matches, nameOf)).toBe(standingsCsv(tournament, first.matches, nameOf));
  });
});
