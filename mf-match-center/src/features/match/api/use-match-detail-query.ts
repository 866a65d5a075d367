import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { isKnockoutGame, resolvedMatchSides, type Match, type Team, type Tournament } from 'shared-domain';
import { isSidePlaceholder, type SideIds } from './match-playoff-context';

export interface MatchDetailData {
  match: Match;
  tournament: Tournament | null;
  /** The teams the match is played between: a playoff game's as its bracket resolves them now. */
  sideIds: SideIds;
  /** The match's real teams by id (placeholders and unreadable teams are absent). */
  teams: Map<string, Team>;
  /** A knockout game: a level score needs a shoot-out, and a changed winner can clear later results. */
  knockout: boolean;
  /** The tournament's matches, read for playoff games only (their bracket); empty otherwise. */
  tournamentMatches: readonly Match[];
}

/** `data` is null when there is no such match (or it was deleted while open). */
export type MatchDetailState = ScreenState<MatchDetailData | null>;

const NO_TEAMS = new Map<string, Team>();
const NO_MATCHES: readonly Match[] = [];

/**
 * One match, as the match centre's saves keep it in the cache. Read again (consistently) each time the
 * screen opens, even when cached moments ago: another tab may have saved it since.
 */
function useMatchQuery(tournamentId: string, matchId: string) {
  return useQuery({ ...queries.match(tournamentId, matchId), staleTime: 0 });
}

/**
 * The match, its tournament (for the back link), for a playoff game the tournament's matches (its
 * bracket decides who plays it; a league match reads nothing more) and its two teams (names, logos, players).
 */
export function useMatchDetailQuery(tournamentId: string, matchId: string): MatchDetailState {
  const match = useMatchQuery(tournamentId, matchId);
  const tournament = useQuery(queries.tournament(tournamentId));
  // A cup's group game too: its result may change who plays the knockout (the result guard reads them).
  const playoff = match.data?.isPlayoff === true || match.data?.stage !== undefined;
  const matches = useQuery({ ...queries.tournamentMatches(tournamentId), enabled: playoff });
  // A playoff game's teams are resolved once its bracket is read (stored in the tournament, results in the matches).
  const bracketRead = !playoff || (matches.data !== undefined && tournament.data !== undefined);
  const sideIds = match.data && bracketRead ? resolvedMatchSides(match.data, tournament.data ?? null, matches.data) : null;
  const teamIds = sideIds ? [sideIds.home, sideIds.away].filter((id) => id && !isSidePlaceholder(id)) : [];
  const teams = useQuery({
    ...queries.teamsByIds(teamIds),
    enabled: teamIds.length > 0,
    // A semi-final decided elsewhere changes who plays: the screen stays while the new team is read.
    placeholderData: keepPreviousData,
  });
  // Disabled queries (no playoff bracket to read, no real team to show) never have data.
  const parts = [match, tournament, ...(playoff ? [matches] : []), ...(teamIds.length > 0 ? [teams] : [])];
  return screenState(parts, () =>
    match.data && sideIds
      ? {
          match: match.data,
          tournament: tournament.data ?? null,
          sideIds,
          teams: teams.data ?? NO_TEAMS,
          knockout: isKnockoutGame(tournament.data, match.data),
          tournamentMatches: matches.data ?? NO_MATCHES,
        }
      : null,
  );
}
