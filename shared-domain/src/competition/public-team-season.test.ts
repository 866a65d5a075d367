import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import type { GoalEvent, Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import { computePlayerStatistics } from '../people/player-statistics';
import type { BracketRound } from '../playoffs/entities';
import type { Tournament } from './entities';
import { playerStatisticsOverSeasons, publicTeamSeason } from './public-team-season';
import { tallyPlayers } from './tournament-statistics';

const player = (id: string, isPublic = true): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const team = (id: string, players: Player[] = [], extra: Partial<Team> = {}): Team => ({ id, name: id.toUpperCase(), colors: ['#000000'], organizerId: 'org', createdAtISO: '', players, ...extra });
const tournament = (id: string, teamIds: string[], extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: `Cup ${id}`,
  format: { mode: 'league' },
  teamIds,
  organizerId: 'org',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  visibility: 'public',
  ...extra,
});
const lineups = (home: string[], away: string[]): Match['lineups'] => ({ home: { starting: home, substitutes: [] }, away: { starting: away, substitutes: [] } });
const goal = (playerId: string, assistPlayerId?: string, type: GoalEvent['type'] = 'goal'): GoalEvent => ({ id: `g_${playerId}`, team: 'home', playerId, minute: 10, type, goalNumber: 1, ...(assistPlayerId ? { assistPlayerId } : {}) });
const match = (tournamentId: string, id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({ id, tournamentId, organizerId: 'org', round: 1, homeTeamId: home, awayTeamId: away, ...extra });

describe('publicTeamSeason: when there is none', () => {
  const rovers = team('r');
  it.each([
    ['a missing tournament', null],
    ['a private tournament', tournament('t', ['r', 'b'], { visibility: 'private' })],
    ['a tournament the team is not in', tournament('t', ['b', 'c'])],
  ])('is null for %s', (_case, t) => {
    expect(publicTeamSeason({ team: rovers, tournament: t, matches: [], teams: [] })).toBeNull();
  });

  it('counts a tournament without a visibility as public, like its public page', () => {
    const { visibility: _v, ...unset } = tournament('t', ['r']);
    expect(publicTeamSeason({ team: rovers, tournament: unset as Tournament, matches: [], teams: [] })).toEqual({
      tournament: { id: 't', name: 'Cup t', organizerId: 'org', createdAtISO: '2024-01-01T00:00:00.000Z' },
      matches: [],
      teams: [],
      won: false,
      players: {},
    });
  });
});

describe('publicTeamSeason: what the team calendar feed reads (issue 13)', () => {
  it("keeps the tournament's time zone and location and each match's status and venue", () => {
    const cup = tournament('t', ['r', 'b'], { timeZone: 'Europe/London', location: { name: 'Hackney Marshes' } });
    const stored = match('t', 'm1', 'r', 'b', { status: 'postponed', venue: 'Pitch 3', dateISO: '2025-03-01', time: '15:00', preview: 'text' });
    const rovers = publicTeamSeason({ team: team('r'), tournament: cup, matches: [stored], teams: [team('b')] })!;
    expect(rovers.tournament).toMatchObject({ timeZone: 'Europe/London', location: { name: 'Hackney Marshes' } });
    expect(rovers.matches[0]).toMatchObject({ status: 'postponed', venue: 'Pitch 3', dateISO: '2025-03-01', time: '15:00' });
    expect(rovers.matches[0]).not.toHaveProperty('preview');
  });
});

describe('publicTeamSeason against the real Premier League 2022/23 season', () => {
  const ids = [...new Set(season.matches.map((m) => m.homeTeam))].sort();
  const teams = ids.map((id) => team(id, [], { logo: `/media/${id}.png`, players: [player(`${id}-hidden`, false)] }));
  const league = tournament('pl', ids, { logo: '/media/pl.png', format: { mode: 'league', rounds: 2 }, playoffBracket: [] });
  const matches = season.matches.map((m, i) =>
    match('pl', `m${i}`, m.homeTeam, m.awayTeam, { round: m.round, homeGoals: m.homeGoals, awayGoals: m.awayGoals, dateISO: m.date, lineups: lineups([], []), statistics: undefined, preview: 'text' }),
  );
  const seasonOf = (name: string) => publicTeamSeason({ team: teams.find((t) => t.id === name)!, tournament: league, matches, teams });

  it("gives the champion its 38 matches against 19 opponents, a title, and only a fixture row's fields", () => {
    const city = seasonOf('Manchester City FC')!;
    expect(city.won).toBe(true);
    expect(city.matches).toHaveLength(38);
    expect(city.teams.map((t) => t.id).sort()).toEqual(ids);
    expect(city.teams.find((t) => t.id === 'Arsenal FC')).toEqual({ id: 'Arsenal FC', name: 'ARSENAL FC', colors: ['#000000'], logo: '/media/Arsenal FC.png' });
    expect(city.tournament).toEqual({ id: 'pl', name: 'Cup pl', organizerId: 'org', createdAtISO: '2024-01-01T00:00:00.000Z', logo: '/media/pl.png' });
    // Stored with lineups, texts and an owner: a fixture row needs none of them.
    expect(Object.keys(city.matches[0]!).sort()).toEqual(['awayGoals', 'awayTeamId', 'dateISO', 'homeGoals', 'homeTeamId', 'id', 'round']);
    // Hidden players have no line.
    expect(city.players).toEqual({});
  });

  it('gives the runner-up no title', () => {
    expect(seasonOf('Arsenal FC')?.won).toBe(false);
  });
});

describe('publicTeamSeason in a knockout', () => {
  const playoffBracket: BracketRound[] = [
    { round: 0, matches: [{ matchId: 's1', homeTeamId: 'r', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
    { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
  ];
  const cup = tournament('cup', ['r', 'b', 'c', 'd'], { format: { mode: 'league_playoff', playoffQualifiers: 4 }, playoffBracket });
  const ko = (id: string, round: number, index: number, home: string, away: string, score: [number, number], extra: Partial<Match> = {}) =>
    match('cup', id, home, away, { isPlayoff: true, playoffRound: round, playoffMatch: index, round: 4 + round, homeGoals: score[0], awayGoals: score[1], ...extra });
  const rovers = team('r', [player('keeper'), player('striker'), player('secret', false)]);
  const others = ['b', 'c', 'd', 'z'].map((id) => team(id));
  const matches = [
    ko('s1', 0, 0, 'r', 'd', [2, 0], { lineups: lineups(['keeper', 'striker'], []), goals: [goal('striker', 'keeper'), goal('striker'), goal('secret')] }),
    ko('s2', 0, 1, 'b', 'c', [1, 0]),
    ko('f', 1, 0, 'winner-1', 'winner-2', [1, 1], { homePenalties: 4, awayPenalties: 3, lineups: lineups(['striker'], []), goals: [goal('keeper', undefined, 'own_goal')] }),
    match('other', 'x', 'r', 'z', { homeGoals: 9, awayGoals: 0, lineups: lineups(['striker'], []) }),
  ];
  const cupSeason = publicTeamSeason({ team: rovers, tournament: cup, matches, teams: others })!;

  it('names the finalists the bracket decided and the title won on penalties', () => {
    expect(cupSeason.matches.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.homePenalties])).toEqual([
      ['s1', 'r', 'd', undefined],
      ['f', 'r', 'b', 4],
    ]);
    expect(cupSeason.teams.map((t) => t.id)).toEqual(['r', 'b', 'd']);
    expect(cupSeason.won).toBe(true);
    expect(publicTeamSeason({ team: others[0]!, tournament: cup, matches, teams: [rovers, ...others] })?.won).toBe(false);
  });

  it("counts each public player's games, results and goals in this tournament only (own goals credit nobody)", () => {
    expect(cupSeason.players).toEqual({
      keeper: { games: 1, wins: 1, draws: 0, losses: 0, goalsFor: 2, goalsAgainst: 0, goals: 0, assists: 1 },
      striker: { games: 2, wins: 1, draws: 1, losses: 0, goalsFor: 3, goalsAgainst: 1, goals: 2, assists: 0 },
    });
  });
});

describe('playerStatisticsOverSeasons', () => {
  it('is zero for a player no season lists, including names of Object.prototype', () => {
    const zero = { games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, goals: 0, assists: 0 };
    expect(playerStatisticsOverSeasons('p1', [])).toEqual(zero);
    expect(playerStatisticsOverSeasons('constructor', [{ players: {} }])).toEqual(zero);
  });

  // The page used to compute the tiles over every match of the team's public tournaments at once; the
  // sum of per-season lines must give exactly the same numbers, whatever the matches.
  const side = fc.constantFrom('p1', 'p2', 'q1');
  const arbitraryMatch = fc.record({
    tournamentId: fc.constantFrom('t1', 't2', 't3'),
    home: fc.constantFrom('a', 'b'),
    homeGoals: fc.option(fc.nat(4), { nil: undefined }),
    awayGoals: fc.option(fc.nat(4), { nil: undefined }),
    homeStarting: fc.uniqueArray(side, { maxLength: 3 }),
    awayStarting: fc.uniqueArray(side, { maxLength: 3 }),
    scorers: fc.array(fc.record({ scorer: side, assist: fc.option(side, { nil: undefined }), own: fc.boolean() }), { maxLength: 4 }),
  });
  it('sums per-season lines to the statistics over all the matches at once', () => {
    fc.assert(
      fc.property(fc.array(arbitraryMatch, { maxLength: 12 }), fc.constantFrom('p1', 'p2'), (drawn, playerId) => {
        const a = team('a', [player('p1'), player('p2')]);
        const matches = drawn.map((d, i) =>
          match(d.tournamentId, `m${i}`, d.home === 'a' ? 'a' : 'b', d.home === 'a' ? 'b' : 'a', {
            homeGoals: d.homeGoals,
            awayGoals: d.awayGoals,
            lineups: lineups(d.homeStarting, d.awayStarting),
            goals: d.scorers.map((s, n) => ({ ...goal(s.scorer, s.assist, s.own ? 'own_goal' : 'goal'), id: `g${n}` })),
          }),
        );
        const seasons = ['t1', 't2', 't3'].map((id) => publicTeamSeason({ team: a, tournament: tournament(id, ['a', 'b']), matches, teams: [team('b')] })!);
        const tally = tallyPlayers([{ id: 'a', players: a.players }], matches).find((row) => row.playerId === playerId)!;
        expect(playerStatisticsOverSeasons(playerId, seasons)).toEqual({
          ...computePlayerStatistics(playerId, matches, { zeroScoresExcludedFromOutcomes: false }),
          goals: tally.goals,
          assists: tally.assists,
        });
      }),
    );
  });
});
