import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import type { BracketRound } from '../playoffs/entities';
import type { Tournament } from './entities';
import { publicMatchView } from './public-match-view';

const player = (id: string, firstName: string, lastName: string, extra: Partial<Player> = {}): Player => ({
  id,
  firstName,
  lastName,
  position: 'Forward',
  number: 9,
  isPublic: true,
  createdAtISO: '2024-01-01T00:00:00.000Z',
  ...extra,
});
const team = (id: string, name: string, players: Player[]): Team => ({
  id,
  name,
  colors: ['#ff0000'],
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  players,
});
const arsenal = team('ars', 'Arsenal', [player('saka', 'Bukayo', 'Saka', { number: 7 }), player('hidden', 'Secret', 'Keeper', { isPublic: false, number: 1, position: 'Goalkeeper' })]);
const chelsea = team('che', 'Chelsea', [player('palmer', 'Cole', 'Palmer', { number: 20, position: 'Midfielder' })]);
const city = team('mci', 'Manchester City', [player('haaland', 'Erling', 'Haaland')]);
const united = team('mun', 'Manchester United', [player('bruno', 'Bruno', 'Fernandes')]);

const tournament = (extra: Partial<Tournament> = {}): Tournament => ({
  id: 't1',
  name: 'Cup',
  format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
  teamIds: ['ars', 'che', 'mci', 'mun'],
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  visibility: 'public',
  ...extra,
});
const match = (id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't1',
  organizerId: 'org_1',
  homeTeamId: home,
  awayTeamId: away,
  round: 3,
  ...extra,
});

describe('publicMatchView', () => {
  const league = match('m1', 'ars', 'che', {
    homeGoals: 2,
    awayGoals: 1,
    venue: 'Emirates',
    referee: 'M. Oliver',
    lineups: { home: { starting: ['saka', 'hidden'], substitutes: [] }, away: { starting: ['palmer'], substitutes: ['gone'] } },
    goals: [
      { id: 'g1', team: 'home', playerId: 'saka', minute: 12, type: 'goal', goalNumber: 1, assistPlayerId: 'hidden' },
      { id: 'g2', team: 'away', playerId: 'palmer', minute: 50, type: 'penalty', goalNumber: 1 },
      { id: 'g3', team: 'home', playerId: 'hidden', minute: 88, type: 'goal', goalNumber: 2 },
    ],
    videoUrl: 'javascript:alert(1)',
  });

  it('names the teams, the round and the public players of a league match', () => {
    const view = publicMatchView({ tournament: tournament(), match: league, teams: [arsenal, chelsea] });
    expect(view?.roundLabel).toBe('Tour 3');
    expect(view?.home).toMatchObject({ teamId: 'ars', name: 'Arsenal', colors: ['#ff0000'] });
    expect(view?.home.starting).toEqual([
      { playerId: 'saka', name: 'Bukayo Saka', number: 7, position: 'Forward' },
      { playerId: null, name: null, number: 1, position: 'Goalkeeper' },
    ]);
    // A player id the team no longer holds (a deleted player) stays listed as "Former player".
    expect(view?.away.substitutes).toEqual([{ playerId: null, name: 'Former player', number: null, position: '' }]);
    expect(view?.match).toMatchObject({ homeGoals: 2, awayGoals: 1, venue: 'Emirates', referee: 'M. Oliver' });
  });

  it('never names a player who is not public, as a scorer, an assistant or in the squad', () => {
    const view = publicMatchView({ tournament: tournament(), match: league, teams: [arsenal, chelsea] });
    expect(view?.goals).toEqual([
      { id: 'g1', team: 'home', minute: 12, type: 'goal', scorerId: 'saka', scorer: 'Bukayo Saka', assist: null },
      { id: 'g2', team: 'away', minute: 50, type: 'penalty', scorerId: 'palmer', scorer: 'Cole Palmer', assist: null },
      { id: 'g3', team: 'home', minute: 88, type: 'goal', scorerId: null, scorer: null, assist: null },
    ]);
    expect(JSON.stringify(view)).not.toContain('Secret');
    expect(JSON.stringify(view)).not.toContain('"hidden"');
    expect(view?.home.players.map((p) => p.name)).toEqual(['Bukayo Saka']);
  });

  it('names a deleted player\'s goal and assist "Former player", never linked', () => {
    const goals = [{ id: 'g9', team: 'home' as const, playerId: 'gone', minute: 5, type: 'goal' as const, goalNumber: 1, assistPlayerId: 'left' }];
    const view = publicMatchView({ tournament: tournament(), match: { ...league, goals }, teams: [arsenal, chelsea] });
    expect(view?.goals).toEqual([{ id: 'g9', team: 'home', minute: 5, type: 'goal', scorerId: null, scorer: 'Former player', assist: 'Former player' }]);
    // Without both squads nobody can tell a deleted player from an unknown one.
    const halfKnown = publicMatchView({ tournament: tournament(), match: { ...league, goals }, teams: [arsenal] });
    expect(halfKnown?.goals[0]).toMatchObject({ scorer: null, assist: null });
  });

  it('drops a video link that is not an absolute http(s) URL and carries no owner or version', () => {
    const view = publicMatchView({ tournament: tournament(), match: { ...league, version: 4 }, teams: [arsenal, chelsea] });
    expect(view?.match.videoUrl).toBeUndefined();
    expect(view?.match).not.toHaveProperty('organizerId');
    expect(view?.match).not.toHaveProperty('version');
    const safe = publicMatchView({ tournament: tournament(), match: { ...league, videoUrl: 'https://youtu.be/x' }, teams: [] });
    expect(safe?.match.videoUrl).toBe('https://youtu.be/x');
  });

  it('is null for a private tournament, a missing item, or a match of another tournament', () => {
    expect(publicMatchView({ tournament: tournament({ visibility: 'private' }), match: league, teams: [arsenal, chelsea] })).toBeNull();
    expect(publicMatchView({ tournament: null, match: league, teams: [] })).toBeNull();
    expect(publicMatchView({ tournament: tournament(), match: null, teams: [] })).toBeNull();
    expect(publicMatchView({ tournament: tournament({ id: 't2' }), match: league, teams: [] })).toBeNull();
    // Any stored visibility other than 'private' counts as public (spec §3).
    expect(publicMatchView({ tournament: tournament({ visibility: undefined }), match: league, teams: [] })).not.toBeNull();
  });

  describe('a playoff final', () => {
    const bracket: BracketRound[] = [
      { round: 0, matches: [{ matchId: 's1', homeTeamId: 'ars', awayTeamId: 'mun' }, { matchId: 's2', homeTeamId: 'mci', awayTeamId: 'che' }] },
      { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    const knockout = (id: string, round: number, index: number, home: string, away: string, extra: Partial<Match> = {}) =>
      match(id, home, away, { isPlayoff: true, playoffRound: round, playoffMatch: index, round: 4 + round, ...extra });
    const final = knockout('f', 1, 0, 'winner-1', 'winner-2', { lineups: { home: { starting: ['bruno'], substitutes: [] }, away: { starting: ['haaland'], substitutes: [] } } });

    it('shows "Winner of match N" until the semi-finals are decided', () => {
      const view = publicMatchView({
        tournament: tournament({ playoffBracket: bracket }),
        match: final,
        teams: [],
        tournamentMatches: [knockout('s1', 0, 0, 'ars', 'mun'), knockout('s2', 0, 1, 'mci', 'che'), final],
      });
      expect(view?.roundLabel).toBe('Final');
      expect([view?.home.name, view?.away.name]).toEqual(['Winner of match 1', 'Winner of match 2']);
      expect([view?.home.teamId, view?.away.teamId]).toEqual([null, null]);
    });

    it('names the finalists, shoot-out winners included, with their players in the lineups', () => {
      const semis = [
        knockout('s1', 0, 0, 'ars', 'mun', { homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }),
        knockout('s2', 0, 1, 'mci', 'che', { homeGoals: 2, awayGoals: 0 }),
      ];
      const view = publicMatchView({ tournament: tournament({ playoffBracket: bracket }), match: final, teams: [united, city], tournamentMatches: [...semis, final] });
      expect(view?.match).toMatchObject({ homeTeamId: 'mun', awayTeamId: 'mci' });
      expect([view?.home.name, view?.away.name]).toEqual(['Manchester United', 'Manchester City']);
      expect(view?.home.starting.map((p) => p.name)).toEqual(['Bruno Fernandes']);
      expect(view?.away.starting.map((p) => p.name)).toEqual(['Erling Haaland']);
    });
  });

  describe("a Groups + Knockout cup's final (issue 24)", () => {
    // The cup's ties are numbered its own way (two-legged semi-finals: ties 1 and 2, legs s1a…s2b): the
    // sides its results decided are written into the final, which is read as stored.
    const knockout = { rounds: [[{ number: 1, home: 'ars', away: 'mun', matchIds: ['s1a', 's1b'] }, { number: 2, home: 'mci', away: 'che', matchIds: ['s2a', 's2b'] }], [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }]] };
    const cup = tournament({ format: { mode: 'groups_knockout', groupsKnockout: { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [1, 2], awayGoals: false, thirdPlaceMatch: false, knockout } } });
    const leg = (id: string, round: number, home: string, away: string, homeGoals: number, awayGoals: number) =>
      match(id, home, away, { isPlayoff: true, stage: 'knockout', playoffRound: round, round: 0, homeGoals, awayGoals });
    const semis = [leg('s1a', 0, 'ars', 'mun', 2, 0), leg('s1b', 0, 'mun', 'ars', 1, 0), leg('s2a', 0, 'mci', 'che', 0, 1), leg('s2b', 0, 'che', 'mci', 0, 0)];

    it('names the teams written into it (the gateway names its round: cupMatchView)', () => {
      const final = match('f', 'ars', 'winner-2', { isPlayoff: true, stage: 'knockout', playoffRound: 1, round: 0 });
      const view = publicMatchView({ tournament: cup, match: final, teams: [arsenal, chelsea], tournamentMatches: [...semis, final] });
      expect([view?.home.name, view?.away.name]).toEqual(['Arsenal', 'Winner of match 2']);
      const decided = { ...final, awayTeamId: 'che' };
      expect(publicMatchView({ tournament: cup, match: decided, teams: [arsenal, chelsea], tournamentMatches: [...semis, decided] })?.away.name).toBe('Chelsea');
    });
  });
});
