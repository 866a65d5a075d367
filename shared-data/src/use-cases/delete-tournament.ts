import { matchesRepository } from '../repositories/matches-repository';
import { storage } from '../storage/active-storage';

/**
 * Deletes a tournament with its matches: the matches first, the tournament last, so a delete that
 * stops halfway leaves a tournament to delete again (repeating finishes it), never orphaned matches.
 */
export async function deleteTournament(tournamentId: string): Promise<void> {
  await matchesRepository.removeByTournament(tournamentId);
  await storage().remove('tournaments', { id: tournamentId });
}
