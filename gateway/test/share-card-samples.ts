import {
  publicMatchView,
  publicPlayerView,
  publicTeamSeason,
  publicTeamView,
  publicTournamentDocument,
  type Match,
  type PublicMatchView,
  type PublicPlayerView,
  type PublicTeamView,
  type PublicTournamentDocument,
  type Team,
  type Tournament,
} from 'shared-domain';

// A small public league as the public documents carry it, built by the same shared-domain functions
// the gateway uses: the share cards are drawn from exactly these shapes.
const CLUBS = [
  ['ars', 'Arsenal', '#EF0107', '#FFFFFF'],
  ['mci', 'Manchester City FC', '#6CABDD', '#1C2C5B'],
  ['new', 'Newcastle United', '#241F20', '#FFFFFF'],
  ['mun', 'Manchester United', '#DA291C', '#FBE122'],
  ['lod', 'ŁKS Łódź', '#8B0000', '#FFFFFF'],
  ['zen', 'Зенит', '#0099CC', '#FFFFFF'],
] as const;

const TEAMS: Team[] = CLUBS.map(([id, name, primary, secondary]) => ({
  id,
  name,
  colors: [primary, secondary],
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  players: [{ id: `${id}_9`, firstName: 'Striker', lastName: name.split(' ')[0] ?? name, position: 'Forward', isPublic: true, createdAtISO: '2024-01-01T00:00:00.000Z' }],
}));

const LEAGUE: Tournament = {
  id: 'pl',
  name: 'Premier League 2022/23',
  format: { mode: 'league', rounds: 1 },
  teamIds: TEAMS.map((t) => t.id),
  organizerId: 'org_1',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  visibility: 'public',
  timeZone: 'Europe/London',
};

const game = (id: string, home: string, away: string, score: [number, number] | null, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: LEAGUE.id,
  organizerId: 'org_1',
  homeTeamId: home,
  awayTeamId: away,
  round: 1,
  dateISO: '2022-08-05',
  time: '20:00',
  ...(score ? { homeGoals: score[0], awayGoals: score[1], goals: Array.from({ length: score[0] }, (_, i) => ({ id: `${id}_g${i}`, team: 'home' as const, minute: 10 + i, type: 'goal' as const, playerId: `${home}_9`, goalNumber: i + 1 })) } : {}),
  ...extra,
});

export const MATCHES: Match[] = [
  game('m1', 'ars', 'mci', [3, 1]),
  game('m2', 'new', 'mun', [0, 0]),
  game('m3', 'lod', 'zen', [2, 2]),
  game('m4', 'mci', 'new', [1, 2], { round: 2 }),
  game('m5', 'zen', 'ars', null, { round: 2, dateISO: '2030-05-01', time: '15:00' }),
];

/** The league's public document with `matches` (the first match's score changed, say). */
export const leagueDocument = (matches: readonly Match[] = MATCHES): PublicTournamentDocument =>
  publicTournamentDocument({ tournament: LEAGUE, matches, teams: TEAMS, organizer: { id: 'org_1', name: 'Riverside FA' } })!;

/** The league with a knockout stage: semi-finals played, the final (`final`: its score) after. */
export const cupDocument = (final: [number, number] | null): PublicTournamentDocument => {
  const ko = (id: string, round: number, n: number, home: string, away: string, score: [number, number] | null) =>
    game(id, home, away, score, { isPlayoff: true, playoffRound: round, playoffMatch: n, dateISO: '2030-05-18', time: '16:00' });
  const playoff = [ko('s1', 0, 1, 'new', 'ars', [1, 1]), ko('s2', 0, 2, 'lod', 'zen', [0, 2]), ko('f', 1, 3, 'ars', 'zen', final)];
  const tournament: Tournament = { ...LEAGUE, format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 } };
  // The shoot-out decides the level semi-final.
  playoff[0] = { ...playoff[0]!, homePenalties: 3, awayPenalties: 4 };
  return publicTournamentDocument({ tournament, matches: [...MATCHES, ...playoff], teams: TEAMS, organizer: null })!;
};

export const teamDocument = (teamId = 'ars'): PublicTeamView => {
  const team = TEAMS.find((t) => t.id === teamId)!;
  const season = publicTeamSeason({ team, tournament: LEAGUE, matches: MATCHES, teams: TEAMS })!;
  return publicTeamView({ ...team, organizerName: 'Riverside FA' }, [season]);
};

export const playerDocument = (): PublicPlayerView => publicPlayerView(teamDocument('ars'), 'ars_9')!;

/** A match's public view; `score` null: not played yet. */
export const matchDocument = (score: [number, number] | null = [3, 1], extra: Partial<Match> = {}): PublicMatchView =>
  publicMatchView({ tournament: LEAGUE, match: game('m1', 'ars', 'mci', score, extra), teams: TEAMS })!;
