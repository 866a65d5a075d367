import { tournamentChampion } from '../competition/champion';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { resolveCupKnockout } from './resolve-cup';

/**
 * Who won the competition, a Groups + Knockout cup included (issue 24): a cup's champion is the winner of
 * its final as resolveGroupsKnockout decides it (one match or two legs: aggregate, away goals when on,
 * extra time, penalties); every other format's is tournamentChampion's. The shared bundle's
 * tournamentChampion cannot carry the cup's rules (every page loads it, the login's with no room left), so
 * what names a champion with this entry at hand (the gateway's team pages and share cards) calls this.
 * @example competitionChampion(worldCup2022, matches) // 'team_argentina' once the final is decided
 */
export function competitionChampion(tournament: Pick<Tournament, 'format' | 'playoffBracket' | 'teamIds'>, matches: readonly Match[]): string | null {
  if (tournament.format.mode !== 'groups_knockout') return tournamentChampion(tournament, matches);
  return resolveCupKnockout(tournament, matches)?.champion ?? null;
}
