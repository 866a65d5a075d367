import type { Team, Tournament } from 'shared-domain';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { readWrite } from '../repositories/stored-items';
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
 * (their fixtures and standings would name a team that no longer exists). Answers the deleted team, so
 * an undo can put it back; a missing team is a no-op (null).
 */
export async function deleteTeam(teamId: string): Promise<Team | null> {
  const team = await teamsRepository.get(teamId);
  if (!team) return null;
  const playing = (await tournamentsRepository.listByOrganizer(team.organizerId)).filter((t) => t.teamIds.includes(teamId));
  if (playing.length > 0) throw new TeamInUseError(playing.map(({ id, name }) => ({ id, name })));
  await storage().remove('teams', { id: teamId });
  return team;
}

/**
 * Undo of deleteTeam: the team exactly as it was deleted (same id, players, images and version), so
 * links to it work again. A create, never an overwrite: if a team of that id exists, it fails.
 */
export async function restoreTeam(team: Team): Promise<void> {
  await readWrite('team', storage().create<Team>('teams', team));
}
