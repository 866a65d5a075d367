import { parsePlaceholder, placeholderLabel, playerNameById, type MatchSide, type Player, type Team } from 'shared-domain';
import { knockoutSideLabel } from 'shared-domain/groups-knockout';
import type { SideIds } from '../api/match-playoff-context';

/** What the tabs need to name each side and list its players. */
export interface MatchSides {
  name: (side: MatchSide) => string;
  team: (side: MatchSide) => Team | undefined;
  players: (side: MatchSide) => Player[];
  playerName: (playerId: string | undefined) => string;
}

/** The sides of a match played between `ids` (a playoff game's resolved teams, else its stored ones). */
export function matchSides(ids: SideIds, teams: Map<string, Team>): MatchSides {
  const teamId = (side: MatchSide) => ids[side];
  const team = (side: MatchSide) => teams.get(teamId(side));
  const name = (side: MatchSide) => {
    const found = team(side);
    if (found) return found.name;
    const placeholder = parsePlaceholder(teamId(side));
    // A cup's side not decided yet reads as its bracket names it ("Winner Group A").
    return placeholder ? placeholderLabel(placeholder) : (knockoutSideLabel(teamId(side)) ?? (side === 'home' ? 'Home team' : 'Away team'));
  };
  const players = (side: MatchSide) => team(side)?.players ?? [];
  // A deleted player's goals stay: the shared rule names an id in neither squad "Former player".
  const playerName = (playerId: string | undefined) => (playerId ? playerNameById([...players('home'), ...players('away')], playerId) : 'Unknown player');
  return { name, team, players, playerName };
}
