import { describe, expect, it } from 'vitest';
import laLiga2015 from '../../../test-data/la-liga-2015-16.json';
import laLiga2018 from '../../../test-data/la-liga-2018-19.json';
import { computeStandings, type MatchLike } from './standings';

// Two real La Liga seasons whose official tables ordered teams level on points by head-to-head
// (test-data/README.md says which teams). La Liga's rule is our 'la-liga' preset.
describe.each([
  { name: 'La Liga 2015/16', season: laLiga2015 },
  { name: 'La Liga 2018/19', season: laLiga2018 },
])('computeStandings against the official $name table', ({ season }) => {
  const matches: MatchLike[] = season.matches.map((x) => ({ homeTeamId: x.homeTeam, awayTeamId: x.awayTeam, homeGoals: x.homeGoals, awayGoals: x.awayGoals }));
  // Alphabetical input order, so the test proves the rule rather than echoing the official order.
  const teams = [...new Set(season.matches.map((x) => x.homeTeam))].sort();
  const official = season.finalTable.map((row) => ({ team: row.team, points: row.points }));
  const ours = (tieBreakers: 'spec' | 'la-liga') => computeStandings(teams, matches, { tieBreakers }).map((row) => ({ team: row.teamId, points: row.points }));

  it('has 380 matches between 20 teams', () => {
    expect(matches).toHaveLength(380);
    expect(teams).toHaveLength(20);
  });

  it('equals the official table with the La Liga preset, position by position', () => {
    expect(season.rules.tieBreakers).toBe('la-liga');
    expect(ours('la-liga')).toEqual(official);
  });

  it('needs head-to-head: the spec order (goal difference) differs from the official one', () => {
    expect(ours('spec')).not.toEqual(official);
  });

  it('agrees with every official row field by field', () => {
    const rows = computeStandings(teams, matches, { tieBreakers: 'la-liga' });
    expect(rows.map((r, i) => ({ position: i + 1, team: r.teamId, played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, goalsFor: r.goalsFor, goalsAgainst: r.goalsAgainst, points: r.points }))).toEqual(season.finalTable);
  });
});
