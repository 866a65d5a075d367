import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import type { Match, PublicOrganizerCard, PublicTournamentDocument, Team, Tournament } from 'shared-domain';

export interface PublicTournamentData {
  tournament: Tournament;
  matches: Match[];
  /** The tournament's teams by id; a team that could not be read is absent (shown as "Unknown team"). */
  teams: Map<string, Team>;
  /** Whose tournament it is: an /:orgName/ address must name it. */
  organizer: PublicOrganizerCard | null;
}

function pageData(document: PublicTournamentDocument | null): PublicTournamentData | null {
  return document ? { ...document, teams: new Map(document.teams.map((team) => [team.id, team])) } : null;
}

/**
 * A public tournament with its matches and teams, from its one public document (the gateway decides
 * privacy: a private tournament reads as null for everybody, its organizer included, on the public page).
 */
export function usePublicTournamentQuery(id: string): ScreenState<PublicTournamentData | null> {
  const document = useQuery({ ...queries.publicTournament(id), select: pageData });
  return screenState([document], () => document.data ?? null);
}
