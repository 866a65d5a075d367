import {
  publicOrganizerCard,
  publicTeamProfile,
  publicTeamSeason,
  publicTeamView,
  publicTournamentTeamIds,
  type Match,
  type Organizer,
  type PublicTeamSeason,
  type PublicTeamView,
  type Team,
  type Tournament,
} from 'shared-domain';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument } from './public-fetch';

/** Where public team documents come from: the gateway, or an in-memory world in tests and stories. */
type PublicTeamSource = (teamId: string) => Promise<PublicTeamView | null>;

/** The gateway's stored document of the team: one cacheable answer, one database request. */
const fetchPublicTeam: PublicTeamSource = (teamId) => fetchPublicDocument<PublicTeamView>(`/api/public/teams/${encodeURIComponent(teamId)}`, 'The team');

/**
 * The same document computed from a storage port, for in-memory worlds (which may scan: they are small
 * and local), by the rules the gateway stores it with: the team's public profile (with its organizer's
 * name), and its season in each public tournament that lists it.
 */
export function storagePublicTeams(port: StoragePort): PublicTeamSource {
  return async (teamId) => {
    const team = await port.get<Team>('teams', { id: teamId });
    if (!team) return null;
    const tournaments = (await port.scan<Tournament>('tournaments')).filter((t) => (t.teamIds ?? []).includes(teamId));
    const seasons: PublicTeamSeason[] = [];
    for (const tournament of tournaments) {
      const matches = await port.query<Match>('matches', { equals: { tournamentId: tournament.id } });
      const teams = await port.getMany<Team>('teams', publicTournamentTeamIds(tournament, matches).map((id) => ({ id })));
      const season = publicTeamSeason({ team, tournament, matches, teams });
      if (season) seasons.push(season);
    }
    const organizer = team.organizerId ? await port.get<Organizer>('organizers', { id: team.organizerId }) : null;
    return publicTeamView(publicTeamProfile(team, publicOrganizerCard(organizer)?.name), seasons);
  };
}

let source: PublicTeamSource = fetchPublicTeam;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setPublicTeamSource(next: PublicTeamSource | null): void {
  source = next ?? fetchPublicTeam;
}

/** The public team page's document (the team's profile and public seasons), or null when there is no such team. */
export function readPublicTeam(teamId: string): Promise<PublicTeamView | null> {
  return teamId ? source(teamId) : Promise.resolve(null);
}
