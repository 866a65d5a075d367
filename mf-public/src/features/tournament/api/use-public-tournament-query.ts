import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { isPlaceholder, isPublicVisibility, type Match, type Team, type Tournament } from 'shared-domain';

export interface PublicTournamentData {
  tournament: Tournament;
  matches: Match[];
  /** The tournament's teams by id; a team that could not be read is absent (shown as "Unknown team"). */
  teams: Map<string, Team>;
}

const NO_TEAMS = new Map<string, Team>();

/** Teams the matches name that the tournament no longer lists (playoff placeholders are not teams). */
function unlistedTeamIds(matches: readonly Match[] | undefined, listed: readonly string[]): string[] {
  const named = (matches ?? []).flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((t) => t && !isPlaceholder(t));
  return [...new Set(named)].filter((t) => !listed.includes(t));
}

function useTeamsQuery(ids: readonly string[], enabled: boolean) {
  return useQuery({ ...queries.teamsByIds(ids), enabled });
}

/**
 * A public tournament with its matches and teams; data null when it does not exist or is private. The
 * gateway hides private tournaments from visitors, but an organizer browsing the public page would still
 * read their own: the public page shows them to nobody (and reads nothing more about them).
 */
export function usePublicTournamentQuery(id: string): ScreenState<PublicTournamentData | null> {
  const tournament = useQuery(queries.tournament(id));
  const shown = tournament.data && isPublicVisibility(tournament.data.visibility) ? tournament.data : null;
  const listed = shown?.teamIds ?? [];
  const matches = useQuery({
    ...queries.tournamentMatches(id),
    enabled: shown !== null,
  });
  const teams = useTeamsQuery(listed, shown !== null);
  // A match may name a team no longer listed in the tournament: read those too, so it is named.
  const unlisted = unlistedTeamIds(matches.data, listed);
  const unlistedTeams = useTeamsQuery(unlisted, unlisted.length > 0);

  const parts = [tournament, ...(shown ? [matches, teams] : []), ...(unlisted.length > 0 ? [unlistedTeams] : [])];
  return screenState(parts, () =>
    shown
      ? {
          tournament: shown,
          matches: matches.data ?? [],
          teams: new Map([...(teams.data ?? NO_TEAMS), ...(unlistedTeams.data ?? NO_TEAMS)]),
        }
      : null,
  );
}
