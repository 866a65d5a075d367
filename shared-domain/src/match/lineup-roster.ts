import { FORMER_PLAYER_NAME, playerFullName } from '../people/player';
import type { Player } from '../people/entities';
import type { Lineups } from './entities';

/** One row of a side's lineup editor: a squad player, or a deleted player the lineup still names. */
export interface LineupRosterEntry {
  playerId: string;
  name: string;
  number: number | null;
  /** No longer in the squad: kept so the lineup's counts match its rows and the entry can be unticked. */
  former: boolean;
}

/**
 * The rows a side's lineup editor lists: the squad in its order, then each player the lineup names who
 * is no longer in it (a deleted player keeps their lineup entry, issue 11), as "Former player" (numbered
 * "Former player 1", "Former player 2" when there are several, so each row's checkboxes have their own
 * name). Without those rows the counts ("Starting: 11") would count entries nobody can see or remove.
 * @example lineupRoster([haaland], { starting: ['p1', 'gone'], substitutes: [] }).map((r) => r.name) // ['Erling Haaland', 'Former player']
 */
export function lineupRoster(players: readonly Player[], lineup: Lineups['home']): LineupRosterEntry[] {
  const squad = players.map((player) => ({
    playerId: player.id,
    name: playerFullName(player) || 'Unnamed player',
    number: player.number ?? null,
    former: false,
  }));
  const inSquad = new Set(players.map((p) => p.id));
  const formerIds = [...new Set([...lineup.starting, ...lineup.substitutes])].filter((id) => !inSquad.has(id));
  const formerName = (index: number) => (formerIds.length > 1 ? `${FORMER_PLAYER_NAME} ${index + 1}` : FORMER_PLAYER_NAME);
  return [...squad, ...formerIds.map((playerId, index) => ({ playerId, name: formerName(index), number: null, former: true }))];
}
