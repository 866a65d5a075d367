import type { ImageTarget } from 'shared-domain';

/** The reads the object policy needs (implemented by store/ownership-lookups.ts). */
export interface ResourceLookups {
  team(teamId: string): Promise<{ organizerId: string | undefined; playerIds: string[] } | null>;
  tournament(tournamentId: string): Promise<{ organizerId: string | undefined } | null>;
}

/**
 * Whether the team or tournament an image key names exists and belongs to `organizerId` (and, for a
 * player photo, whether that player is in that team).
 * @returns null when it does, else the reason for the refusal
 */
export async function checkResourceOwnership(target: ImageTarget, organizerId: string, lookups: ResourceLookups): Promise<string | null> {
  if (target.kind === 'tournament-logo' || target.kind === 'tournament-background') {
    const tournament = await lookups.tournament(target.tournamentId);
    return tournament?.organizerId === organizerId ? null : `tournament ${target.tournamentId} is not one of yours.`;
  }
  const team = await lookups.team(target.teamId);
  if (team?.organizerId !== organizerId) return `team ${target.teamId} is not one of yours.`;
  if (target.kind === 'player-photo' && !team.playerIds.includes(target.playerId)) {
    return `player ${target.playerId} is not in team ${target.teamId}.`;
  }
  return null;
}
