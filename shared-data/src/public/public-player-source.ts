import { findPlayerInTeams, isPlayerPubliclyVisible, type Player, type Team } from 'shared-domain';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument } from './public-fetch';

/** What the public player page shows of the player's team. */
export type PublicPlayerTeam = Pick<Team, 'id' | 'name' | 'organizerId' | 'colors'> & Partial<Pick<Team, 'logo'>>;

/** The public player page's document: a public player and their team (GET /api/public/players/:id). */
export interface PublicPlayerView {
  player: Player;
  team: PublicPlayerTeam;
}

/** Where public players come from: the gateway, or an in-memory world in tests and stories. */
type PublicPlayerSource = (playerId: string) => Promise<PublicPlayerView | null>;

/** The gateway finds the player's team by its player → team key: two reads, never a Scan. */
const fetchPublicPlayer: PublicPlayerSource = (playerId) =>
  fetchPublicDocument<PublicPlayerView>(`/api/public/players/${encodeURIComponent(playerId)}`, 'The player');

/** The same view read from a storage port, for in-memory worlds (which may scan: they are small and local). */
export function storagePublicPlayers(port: StoragePort): PublicPlayerSource {
  return async (playerId) => {
    const found = findPlayerInTeams(await port.scan<Team>('teams'), playerId);
    if (!found || !isPlayerPubliclyVisible(found.player)) return null;
    const { id, name, organizerId, colors, logo } = found.team;
    return { player: found.player, team: { id, name, organizerId, colors, ...(logo ? { logo } : {}) } };
  };
}

let source: PublicPlayerSource = fetchPublicPlayer;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setPublicPlayerSource(next: PublicPlayerSource | null): void {
  source = next ?? fetchPublicPlayer;
}

/** The public player with their team, or null when no team holds a public player with this id (spec §5). */
export function readPublicPlayer(playerId: string): Promise<PublicPlayerView | null> {
  return playerId ? source(playerId) : Promise.resolve(null);
}
