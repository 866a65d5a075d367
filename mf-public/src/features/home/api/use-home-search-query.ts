import { useInfiniteQuery } from '@tanstack/react-query';
import { queries, type FoundPlayer, type FoundTeam, type FoundTournament, type HomeSearchPage } from 'shared-data';
import type { OrganizerProfileCard } from 'shared-domain';

/** The pages of home search read so far, as one list per kind. */
export interface HomeSearchResults {
  organizers: OrganizerProfileCard[];
  tournaments: FoundTournament[];
  teams: FoundTeam[];
  players: FoundPlayer[];
  /** How many match in all (the headings' counts), not only the cards read so far. */
  organizerCount: number;
  tournamentCount: number;
  teamCount: number;
  playerCount: number;
}

/** Every page read so far, joined. */
export function joinPages(pages: readonly HomeSearchPage[]): HomeSearchResults {
  return {
    organizers: pages.flatMap((page) => page.organizers),
    tournaments: pages.flatMap((page) => page.tournaments),
    teams: pages.flatMap((page) => page.teams),
    players: pages.flatMap((page) => page.players),
    organizerCount: pages[0]?.organizerCount ?? 0,
    tournamentCount: pages[0]?.tournamentCount ?? 0,
    teamCount: pages[0]?.teamCount ?? 0,
    playerCount: pages[0]?.playerCount ?? 0,
  };
}

/**
 * Home search at the gateway (spec §2, and teams and players: issue 23), a page at a time: the gateway
 * searches every organizer, public tournament and team of a public tournament without a Scan and answers
 * 24 of each list per page; fetchNextPage reads the next. Nothing is read for blank text (the welcome
 * panel shows instead).
 */
export function useHomeSearchQuery(text: string) {
  const query = text.trim();
  return useInfiniteQuery({ ...queries.homeSearch(query), enabled: query !== '' });
}
