import type { Tournament } from 'shared-domain';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { storage } from '../storage/active-storage';

/** A team cannot be deleted while it plays in a tournament; `tournaments` names them. */
export class TeamInUseError extends Error {
  override name = 'TeamInUseError';
  constructor(readonly tournaments: Pick<Tournament, 'id' | 'name'>[]) {
    super(`This team plays in ${tournaments.map((t) => `"${t.name}"`).join(', ')}. Remove it from ${tournaments.length > 1 ? 'those tournaments' : 'that tournament'} before deleting it.`);
  }
}

/**
 * Deletes a team, refusing with TeamInUseError while it plays in any of its organizer's tournaments
 * (their fixtures and standings would name a team that no longer exists). A missing team is a no-op.
 */
export async function deleteTeam(teamId: string): Promise<void> {
  const team = await teamsRepository.get(teamId);
  if (!team) return;
  const playing = (await tournamentsRepository.listByOrganizer(team.organizerId)).filter((t) => t.teamIds.includes(teamId));
  if (playing.length > 0) throw new TeamInUseError(playing.map(({ id, name }) => ({ id, name })));
  await storage().remove('teams', { id: teamId });
}
