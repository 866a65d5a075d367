import type { CardEvent, Match, TeamStatistics } from '../match/entities';
import { createEmptyTeamStatistics } from '../match/match-statistics';

type Statistics = NonNullable<Match['statistics']>;

/**
 * The statistics the public sees once cards are recorded from the touchline (issue 25): each side's yellow and
 * red cards are at least the cards recorded by name. The organizer's typed count wins when it is higher (a
 * count typed from the referee's notes after the match already holds the cards recorded during it, so the two
 * are never added). Without recorded cards the statistics are as stored.
 * @example statisticsWithCards(undefined, [{ id: 'c1', team: 'home', colour: 'red', playerId: '', minute: 3 }])?.home.redCards // 1
 */
export function statisticsWithCards(statistics: Match['statistics'], cards: readonly CardEvent[] | undefined): Match['statistics'] {
  if (!cards || cards.length === 0) return statistics;
  const side = (team: keyof Statistics): TeamStatistics => {
    const typed = { ...createEmptyTeamStatistics(), ...statistics?.[team] };
    const count = (colour: CardEvent['colour']) => cards.filter((card) => card.team === team && card.colour === colour).length;
    return { ...typed, yellowCards: Math.max(typed.yellowCards, count('yellow')), redCards: Math.max(typed.redCards, count('red')) };
  };
  return { home: side('home'), away: side('away') };
}
