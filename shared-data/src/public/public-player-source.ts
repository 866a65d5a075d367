import { findPlayerInTeams, publicPlayerView, type PublicPlayerView, type Team } from 'shared-domain';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument } from './public-fetch';
import { storagePublicTeams } from './public-team-source';

/** Where public players come from: the gateway, or an in-memory world in tests and stories. */
type PublicPlayerSource = (playerId: string) => Promise<PublicPlayerView | null>;

/** The gateway finds the player's team by its player → team key and reads the team's document: two reads, never a Scan. */
const fetchPublicPlayer: PublicPlayerSource = (playerId) =>
  fetchPublicDocument<PublicPlayerView>(`/api/public/players/${encodeURIComponent(playerId)}`, 'The player');

/** The same document from a storage port, for in-memory worlds (which may scan: they are small and local): the team's, narrowed to the player. */
export function storagePublicPlayers(port: StoragePort): PublicPlayerSource {
  const teams = storagePublicTeams(port);
  return async (playerId) => {
    const found = findPlayerInTeams(await port.scan<Team>('teams'), playerId);
    const view = found ? await teams(found.team.id) : null;
    return view && publicPlayerView(view, playerId);
  };
}

let source: PublicPlayerSource = fetchPublicPlayer;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setPublicPlayerSource(next: PublicPlayerSource | null): void {
  source = next ?? fetchPublicPlayer;
}

/** The public player with their team and its seasons, or null when no team holds a public player with this id (spec §5). */
export function readPublicPlayer(playerId: string): Promise<PublicPlayerView | null> {
  return playerId ? source(playerId) : Promise.resolve(null);
}
