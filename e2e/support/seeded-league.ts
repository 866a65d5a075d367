import type { TournamentFormat } from 'shared-domain';
import { uniqueName } from './api';
import type { SeededOrganizer } from './fixtures';
import { seedTeams, seedTournament } from './seed-tournament';

/**
 * A league already played out, written through the gateway as a browser would: `count` teams named
 * after the test, every pair meeting once, the team listed first winning 1–0 (so the table follows the
 * list). The knockout part (`format`) is then driven through the admin UI. Returns the team names in
 * table order and the tournament's id.
 */
export async function seedPlayedLeague(
  baseURL: string,
  organizer: SeededOrganizer,
  workerIndex: number,
  count: number,
  format: TournamentFormat,
): Promise<{ tournamentId: string; names: string[] }> {
  const base = uniqueName('FC', workerIndex);
  const names = Array.from({ length: count }, (_, i) => `${base} ${String.fromCharCode(65 + i)}`);
  const teams = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: [] })));
  const ids = teams.map((t) => t.id);
  const matches = ids.flatMap((home, i) => ids.slice(i + 1).map((away, k) => ({ round: ((i + k) % (count - 1)) + 1, homeTeamId: home, awayTeamId: away, homeGoals: 1, awayGoals: 0 })));
  const { tournamentId } = await seedTournament(baseURL, organizer, { name: uniqueName('Cup', workerIndex), teamIds: ids, visibility: 'private', format, matches });
  return { tournamentId, names };
}
