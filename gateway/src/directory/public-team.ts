import { publicPlayerView, publicTeamView, type PublicPlayerView, type PublicTeamProfile, type PublicTeamSeason, type PublicTeamView } from 'shared-domain';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { text } from '../live/stored-values';
import { seasonTournamentId, TEAM_PROFILE_SK, teamPartition } from './directory-keys';
import { readAll, s } from './directory-store';

/** A stored document (JSON in `doc`), or null when it cannot be read back. */
function documentOf<T>(doc: unknown): T | null {
  try {
    const parsed: unknown = JSON.parse(text(doc) ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as T) : null;
  } catch {
    return null;
  }
}

/**
 * The public team page's document (GET /api/public/teams/:id, and what a server renderer shows) in
 * one database request: a Query of the team's partition in the directory, its profile and its seasons
 * (team-documents.ts keeps them current), newest tournament first. Null when the team has no profile
 * (missing, deleted or unusable).
 * @throws PublicReadError when the backend does not answer
 */
export async function readPublicTeamDocument(send: DynamoDbSend, directoryTable: string, teamId: string): Promise<PublicTeamView | null> {
  const entries = await readAll(send, 'Query', {
    TableName: directoryTable,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': s(teamPartition(teamId)) },
    ConsistentRead: true,
  });
  let profile: PublicTeamProfile | null = null;
  const seasons: PublicTeamSeason[] = [];
  for (const entry of entries) {
    if (entry.sk === TEAM_PROFILE_SK) profile = documentOf<PublicTeamProfile>(entry.doc);
    else if (seasonTournamentId(entry.sk) !== null) {
      const season = documentOf<PublicTeamSeason>(entry.doc);
      if (season) seasons.push(season);
    }
  }
  return profile ? publicTeamView(profile, seasons) : null;
}

/**
 * The public player page's document in two database requests: the directory's pointer to the player's
 * team, then that team's document (readTeam). Null when the public may not see the player: no pointer,
 * the team gone, or the team's public profile no longer holding them (hidden, or moved: a stale pointer).
 * @throws PublicReadError when the backend does not answer
 */
export async function readPublicPlayerDocument(
  { teamOf, readTeam }: { teamOf: (playerId: string) => Promise<string | null>; readTeam: (teamId: string) => Promise<PublicTeamView | null> },
  playerId: string,
): Promise<PublicPlayerView | null> {
  const teamId = await teamOf(playerId);
  const view = teamId === null ? null : await readTeam(teamId);
  return view && publicPlayerView(view, playerId);
}
