import type { Tournament } from '../competition/entities';
import { isPublicVisibility } from '../competition/visibility';
import type { Player, Team } from '../people/entities';
import { isPlayerPubliclyVisible, playerFullName } from '../people/player';

/** A public tournament as a found team's card names it. */
export interface TournamentName {
  id: string;
  name: string;
}

/** What home search reads of a team: its card's fields and its squad (only public players are ever found). */
export type SearchableTeam = Pick<Team, 'id' | 'name' | 'organizerId'> &
  Partial<Pick<Team, 'logo'>> & { players?: readonly Pick<Player, 'id' | 'firstName' | 'lastName' | 'position' | 'isPublic'>[] };

/** A found team: its card (name, logo, organizer) and the public tournaments it plays in, newest first. */
export interface FoundTeamCard {
  id: string;
  name: string;
  organizerId: string;
  logo?: string;
  tournaments: TournamentName[];
}

/** A found public player: their card (name, position) and their team. */
export interface FoundPlayerCard {
  id: string;
  name: string;
  position: string;
  teamId: string;
  teamName: string;
}

/** How many tournaments a team's card names at most (the newest): a club in many seasons keeps a short card. */
const CARD_TOURNAMENTS = 3;

/**
 * The public tournaments each team plays in (their `teamIds`), in the order given (newest first when the
 * list is). This is what makes a team, and its public players, findable: a team none of whose tournaments
 * is public is not found (the public team and player pages show only public seasons).
 * @example publicTournamentsByTeam([{ id: 't1', name: 'Spring Cup', visibility: 'public', teamIds: ['a'] }]) // Map { 'a' => [{ id: 't1', name: 'Spring Cup' }] }
 */
export function publicTournamentsByTeam(tournaments: readonly Pick<Tournament, 'id' | 'name' | 'visibility' | 'teamIds'>[]): Map<string, TournamentName[]> {
  const byTeam = new Map<string, TournamentName[]>();
  for (const { id, name, visibility, teamIds } of tournaments) {
    if (!isPublicVisibility(visibility) || !Array.isArray(teamIds)) continue;
    for (const teamId of new Set(teamIds)) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), { id, name }]);
  }
  return byTeam;
}

const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Home search's teams and players (issue 23): case-insensitive substring of the trimmed text, like
 * organizers and tournaments; teams by name, players (public ones only: isPublic exactly true) by their
 * full name, each only when their team plays in a public tournament (`tournamentsByTeam`, from
 * publicTournamentsByTeam). Both lists by name, then id. Blank text gives null (nothing to search).
 * @example searchTeamsAndPlayers('ars', teams, tournamentsByTeam) // { teams: [{ id: 'a', name: 'Arsenal FC', tournaments: [...] }], players: [] }
 */
export function searchTeamsAndPlayers(
  query: string,
  teams: readonly SearchableTeam[],
  tournamentsByTeam: ReadonlyMap<string, readonly TournamentName[]>,
): { teams: FoundTeamCard[]; players: FoundPlayerCard[] } | null {
  const q = query.trim().toLowerCase();
  if (q === '') return null;
  const matches = (text: string) => text.toLowerCase().includes(q);
  const found = { teams: [] as FoundTeamCard[], players: [] as FoundPlayerCard[] };
  for (const team of teams) {
    const tournaments = tournamentsByTeam.get(team.id);
    if (!tournaments || tournaments.length === 0) continue;
    if (matches(team.name)) {
      const { id, name, organizerId, logo } = team;
      found.teams.push({ id, name, organizerId, ...(logo ? { logo } : {}), tournaments: tournaments.slice(0, CARD_TOURNAMENTS) });
    }
    for (const player of Array.isArray(team.players) ? team.players : []) {
      const name = playerFullName(player);
      if (isPlayerPubliclyVisible(player) && name !== '' && matches(name)) {
        found.players.push({ id: player.id, name, position: player.position ?? '', teamId: team.id, teamName: team.name });
      }
    }
  }
  found.teams.sort(byNameThenId);
  found.players.sort(byNameThenId);
  return found;
}
