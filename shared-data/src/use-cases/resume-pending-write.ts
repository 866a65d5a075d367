import type { Tournament } from 'shared-domain';
import { matchesRepository } from '../repositories/matches-repository';
import { storage } from '../storage/active-storage';
import { resumeTournamentSetup } from './create-tournament';
import { pendingWriteOf, type TournamentItem } from './pending-write';
import { startPlayoffs } from './start-playoffs';

/**
 * Finishes whatever multi-item write stopped halfway on a tournament (see pending-write.ts): its
 * creation or its playoff start. Answers the tournament as stored afterwards (unchanged when nothing
 * was pending), or null when it does not exist.
 */
export async function resumePendingWrite(tournamentId: string): Promise<Tournament | null> {
  const stored = await storage().get<TournamentItem>('tournaments', { id: tournamentId });
  if (!stored) return null;
  switch (pendingWriteOf(stored)) {
    case 'creation':
      return resumeTournamentSetup(tournamentId);
    case 'playoff-start': {
      const started = await startPlayoffs(stored, await matchesRepository.listByTournament(tournamentId));
      return started?.tournament ?? stored;
    }
    default:
      return stored;
  }
}
