// Test builders for the public pages' tests: short names, every field a test does not care about filled.
import type { Match, Player, Team, Tournament } from 'shared-domain';

export const testPlayer = (id: string, firstName: string, extra: Partial<Player> = {}): Player => ({
  id,
  firstName,
  lastName: 'X',
  position: 'Forward',
  isPublic: true,
  createdAtISO: '',
  ...extra,
});

export const testTeam = (id: string, name: string, players: Player[] = []): Team => ({ id, name, colors: [], organizerId: 'org', createdAtISO: '', players });

export const testTournament = (id: string, teamIds: string[], extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: `Cup ${id}`,
  format: { mode: 'league' },
  teamIds,
  organizerId: 'org',
  createdAtISO: '',
  visibility: 'public',
  ...extra,
});

/** A match of `tournamentId`; `score` [home, away] when played. */
export const testMatch = (tournamentId: string, id: string, round: number, home: string, away: string, score?: [number, number], extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId,
  organizerId: 'org',
  round,
  homeTeamId: home,
  awayTeamId: away,
  ...(score ? { homeGoals: score[0], awayGoals: score[1] } : {}),
  ...extra,
});

/** A playoff game: round and index place it in the bracket. */
export const testPlayoffMatch = (tournamentId: string, id: string, playoffRound: number, playoffMatch: number, home: string, away: string, score?: [number, number]): Match =>
  testMatch(tournamentId, id, 10 + playoffRound, home, away, score, { isPlayoff: true, playoffRound, playoffMatch });
