/**
 * Query keys, one factory for every remote so caches agree across remotes (shared-data and TanStack
 * Query are page singletons). Keys are hierarchical, so invalidating a prefix reaches what is below it:
 * `queryKeys.tournament(id)` also covers `tournamentMatches(id)` and each `match(id, …)` (pass
 * `exact: true` to hit only the tournament); `tournamentLists()` covers every list of tournaments.
 */
export const queryKeys = {
  /** Every organizer card (super admin list, public home). */
  organizers: () => ['organizers'] as const,
  /** One organizer card. */
  organizer: (id: string) => ['organizers', id] as const,

  /** Prefix of every tournament list below (invalidate after creating or deleting a tournament). */
  tournamentLists: () => ['tournaments'] as const,
  /** One organizer's tournaments. */
  tournaments: (organizerId: string) => ['tournaments', 'by-organizer', organizerId] as const,
  /** Every tournament the caller may see (super admin overview). */
  allTournaments: () => ['tournaments', 'all'] as const,
  /** Public tournaments, newest first (home, public lists). */
  publicTournaments: () => ['tournaments', 'public'] as const,
  /** One tournament (and, as a prefix, its matches). */
  tournament: (id: string) => ['tournament', id] as const,
  /** A tournament's matches in id order. */
  tournamentMatches: (tournamentId: string) => ['tournament', tournamentId, 'matches'] as const,
  /** One match (the match centre). */
  match: (tournamentId: string, matchId: string) => ['tournament', tournamentId, 'matches', matchId] as const,
  /** Every match of an organizer's tournaments (the calendar). */
  organizerMatches: (organizerId: string) => ['matches', 'by-organizer', organizerId] as const,

  /** Prefix of every team list below (invalidate after creating or deleting a team). */
  teamLists: () => ['teams'] as const,
  /** One organizer's teams, oldest first. */
  teams: (organizerId: string) => ['teams', 'by-organizer', organizerId] as const,
  /** Every team the caller may see (super admin overview). */
  allTeams: () => ['teams', 'all'] as const,
  /** Several teams by id (a tournament's participants); the ids are sorted so the order does not matter. */
  teamsByIds: (ids: readonly string[]) => ['teams', 'by-ids', [...new Set(ids)].sort()] as const,
  /** One team (with its players). */
  team: (id: string) => ['team', id] as const,

  /** A public tournament's document (public tournament page): standings, fixtures, bracket, statistics. */
  publicTournament: (id: string) => ['public-tournament', id] as const,
  /**
   * A public tournament page's first view for its address's round (null: the default rounds), as the server
   * rendered it (issue 23): under the document's key, so whatever invalidates the document reaches it.
   */
  publicTournamentPage: (id: string, round: number | null) => ['public-tournament', id, 'page', round ?? 'default'] as const,
  /** Pages of home search for a text (trimmed, lower case: the search is case-insensitive). */
  homeSearch: (text: string) => ['home-search', text.trim().toLowerCase()] as const,
  /** A public team's document (public team page): its profile and public seasons. */
  publicTeam: (id: string) => ['public-team', id] as const,
  /** A public player with their team (public player page). */
  publicPlayer: (playerId: string) => ['player', 'public', playerId] as const,
  /** A player of one organizer's teams (admin player page). */
  organizerPlayer: (organizerId: string, playerId: string) => ['player', 'by-organizer', organizerId, playerId] as const,

  /** How many items the read of the list under `listKey` left out as unreadable (see skipped-items.ts). */
  skippedItems: (listKey: readonly unknown[]) => ['skipped-items', ...listKey] as const,

  /** Dashboard counts: one organizer's, or every item's for the super admin (null). */
  counts: (organizerId: string | null) => ['counts', organizerId ?? 'all'] as const,
};
