import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { list, obj, text, texts, type Plain } from '../live/stored-values';
import { getItem, s } from './directory-store';
import type { PlayerPointers } from './player-pointers';

/** The public player page's document: GET /api/public/players/:playerId answers exactly this. */
export interface PublicPlayerView {
  /** The player as stored (a public player's every field is public, as the policy's reads show it). */
  player: Plain & { id: string; isPublic: true };
  /** The public fields of the player's team: what the page shows and links to. */
  team: { id: string; name: string; organizerId: string; colors: string[]; logo?: string };
}

const TEAM_FIELDS = ['id', 'name', 'organizerId', 'colors', 'logo', 'players'] as const;

/**
 * The public view of a player, in two reads: the directory's pointer to the player's team, then that
 * team. Null when the public may not see the player: no pointer, the team gone, the player no longer in
 * it (a stale pointer), or not public (only an explicit isPublic true is, spec §5).
 * @throws PublicReadError when the backend does not answer
 */
export async function readPublicPlayer(
  send: DynamoDbSend,
  { pointers, teamsTable }: { pointers: PlayerPointers; teamsTable: string },
  playerId: string,
): Promise<PublicPlayerView | null> {
  const teamId = await pointers.teamOf(playerId);
  if (teamId === null) return null;
  const team = await getItem(send, teamsTable, { id: s(teamId) }, TEAM_FIELDS);
  const [id, name] = [text(team?.id), text(team?.name)];
  if (!team || id === undefined || name === undefined) return null;
  const player = list(team.players).map(obj).find((p) => p !== undefined && p.id === playerId);
  if (!player || player.isPublic !== true) return null;
  const logo = text(team.logo);
  return {
    player: { ...player, id: playerId, isPublic: true },
    team: { id, name, organizerId: text(team.organizerId) ?? '', colors: texts(team.colors), ...(logo ? { logo } : {}) },
  };
}
