import type { Tournament } from 'shared-domain';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { resumeTournamentSetup } from './create-tournament';
import { pendingWriteOf } from './pending-write';
import { finishPlayoffReseed } from './playoff-editing-lazy';
import { startPlayoffs } from './start-playoffs';

/**
 * Finishes whatever multi-item write stopped halfway on a tournament (see pending-write.ts): its
 * creation, its playoff start or its playoff re-seed. Answers the tournament as stored afterwards (unchanged when nothing
 * was pending), or null when it does not exist.
 */
export async function resumePendingWrite(tournamentId: string): Promise<Tournament | null> {
  const stored = await tournamentsRepository.get(tournamentId);
  if (!stored) return null;
  switch (pendingWriteOf(stored)) {
    case 'creation':
      return resumeTournamentSetup(tournamentId);
    case 'playoff-start': {
      const started = await startPlayoffs(stored, await matchesRepository.listByTournament(tournamentId));
      return started?.tournament ?? stored;
    }
    case 'playoff-reseed':
      return (await finishPlayoffReseed(stored, await matchesRepository.listByTournament(tournamentId))).tournament;
    default:
      return stored;
  }
}
