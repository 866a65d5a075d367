import type { Match } from '../match/entities';
import { publicOrganizerCard, type PublicOrganizerCard } from '../organizer/public-organizer';
import type { Team } from '../people/entities';
import { isPlayerPubliclyVisible } from '../people/player';
import { PLAYOFF_MATCH_FIELDS } from '../playoffs/played-bracket';
import { isPlaceholder } from '../playoffs/playoff-placeholders';
import type { Tournament } from './entities';
import { isPublicVisibility } from './visibility';

/**
 * Everything the public tournament page shows, as one document: the gateway serves it (one cacheable
 * answer per tournament instead of a read per table) and the page renders standings, fixtures, bracket
 * and statistics from it. Teams carry only their public players.
 */
export interface PublicTournamentDocument {
  tournament: Tournament;
  matches: Match[];
  teams: Team[];
  /** The tournament's organizer (an `/:orgName/:tournamentId` address must name it); null when it cannot be read. */
  organizer: PublicOrganizerCard | null;
}

/**
 * What the public tournament page reads of a match: standings, fixtures, bracket and scorer tables need
 * neither lineups, statistics nor the preview and report (the public match page reads those).
 */
export const PUBLIC_TOURNAMENT_MATCH_FIELDS = [
  // The bracket's fields, then what league rows, standings and scorer tables add.
  ...PLAYOFF_MATCH_FIELDS,
  'tournamentId',
  'organizerId',
  'round',
  'venue',
  'status',
  'goals',
  // A Groups + Knockout cup's place of the match (issue 24; its stage is among the bracket's fields).
  'group',
  'leg',
  'afterExtraTime',
] as const satisfies ReadonlyArray<keyof Match>;

function publicPageMatch(match: Match): Match {
  const picked: Partial<Record<keyof Match, unknown>> = {};
  for (const field of PUBLIC_TOURNAMENT_MATCH_FIELDS) if (match[field] !== undefined) picked[field] = match[field];
  return picked as Match;
}

/**
 * The teams a public tournament page names: its listed teams, and any team a match still names after
 * it left the list (playoff placeholders are not teams). Sorted, so the same tournament reads the same keys.
 * @example publicTournamentTeamIds({ teamIds: ['b'] }, [{ homeTeamId: 'a', awayTeamId: 'winner-1' }]) // ['a', 'b']
 */
export function publicTournamentTeamIds(
  tournament: Pick<Tournament, 'teamIds'>,
  matches: ReadonlyArray<Pick<Match, 'homeTeamId' | 'awayTeamId'>>,
): string[] {
  const named = matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]);
  return [...new Set([...(tournament.teamIds ?? []), ...named])].filter((id) => typeof id === 'string' && id !== '' && !isPlaceholder(id)).sort();
}

/**
 * The public document of a tournament, or null when the public may not see it (missing or private).
 * Matches of other tournaments and teams it does not name are left out, matches keep only
 * PUBLIC_TOURNAMENT_MATCH_FIELDS; players who are not public
 * are removed from their team (spec §5), whatever the reader was allowed to read. Of the organizer only
 * its public card is kept, and only when it is the tournament's own.
 * @example publicTournamentDocument({ tournament: { ...t, visibility: 'private' }, matches: [], teams: [] }) // null
 */
export function publicTournamentDocument(input: {
  tournament: Tournament | null;
  matches: readonly Match[];
  teams: readonly Team[];
  /** The stored organizer item (any shape): read with the teams. */
  organizer?: unknown;
}): PublicTournamentDocument | null {
  const { tournament } = input;
  if (!tournament || !isPublicVisibility(tournament.visibility)) return null;
  const matches = input.matches.filter((m) => m.tournamentId === tournament.id).map(publicPageMatch);
  const named = new Set(publicTournamentTeamIds(tournament, matches));
  const teams = input.teams
    .filter((team) => named.has(team.id))
    .map((team) => ({ ...team, players: (team.players ?? []).filter(isPlayerPubliclyVisible) }));
  const organizer = publicOrganizerCard(input.organizer);
  return { tournament, matches, teams, organizer: organizer?.id === tournament.organizerId ? organizer : null };
}
