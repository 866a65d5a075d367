import {
  DEFAULT_VISIBILITY,
  createId,
  createTournament as newTournament,
  fixturesToMatches,
  planTournament,
  type Match,
  type NewTournamentInput,
  type Tournament,
} from 'shared-domain';
import { matchesRepository } from '../repositories/matches-repository';
import { readWrite } from '../repositories/stored-items';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { storage } from '../storage/active-storage';
import { pendingWriteOf, type TournamentItem } from './pending-write';

/**
 * A tournament's generated items, computed again identically on a retry: the match ids come from the
 * tournament's own id and creation time (`match_<created + n>_<tournament's random part>`), so
 * consecutive ids keep generation order (the matches' sort key) and a resumed setup rewrites the same
 * items. Ids only need to be unique within their tournament (it is part of the match key).
 */
function planSetup(tournament: Tournament): { tournament: Tournament; matches: Match[] } {
  const start = Date.parse(tournament.createdAtISO);
  const randomPart = tournament.id.split('_').at(-1);
  let sequence = 0;
  const nextMatchId = () => `match_${start + sequence++}_${randomPart}`;
  const plan = planTournament(tournament.format, tournament.teamIds, nextMatchId);
  const withBracket: Tournament = { ...tournament, visibility: tournament.visibility ?? DEFAULT_VISIBILITY };
  // league_playoff and the combined format keep their seed bracket to show until Start Playoffs.
  if (plan.bracket.length > 0) withBracket.playoffBracket = plan.bracket;
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  return { tournament: withBracket, matches: fixturesToMatches(plan.league, owner, nextMatchId) };
}

/** Marks the setup done (removes the claim) and answers the tournament as stored. */
async function finishSetup(tournamentId: string): Promise<Tournament> {
  return tournamentsRepository.updateUnversioned(tournamentId, { pendingWrite: null });
}

/**
 * Creates a tournament (spec §4 "Tournament creation"), private and with `visibility` always set (the
 * public list is a visibility-index query, which skips items without it), with its matches generated
 * by mode. Claim → write → mark done: the tournament is stored first, marked `pendingWrite: 'creation'`;
 * then its matches; then the mark is removed. If a step fails, what was written is removed again and
 * the error is rethrown, so a tournament never exists without its fixtures; if even that clean-up
 * fails, the marked tournament stays and `resumeTournamentSetup` finishes it.
 */
export async function createTournament(input: NewTournamentInput, organizerId: string): Promise<Tournament> {
  const now = Date.now();
  const created = newTournament(input, {
    id: createId('tournament', now, Math.random),
    organizerId,
    createdAtISO: new Date(now).toISOString(),
  });
  if (!created) throw new Error('A tournament needs a name and at least 2 teams.');
  const setup = planSetup(created);
  await readWrite('tournament', storage().create<TournamentItem>('tournaments', { ...setup.tournament, version: 1, pendingWrite: 'creation' }));
  try {
    await matchesRepository.putMany(setup.matches);
    return await finishSetup(created.id);
  } catch (error) {
    try {
      await matchesRepository.removeMany(created.id, setup.matches.map((m) => m.id));
      await storage().remove('tournaments', { id: created.id });
    } catch (cleanup) {
      console.error('Removing a half-created tournament failed; resumeTournamentSetup can finish it', cleanup);
    }
    throw error;
  }
}

/**
 * Finishes a creation that stopped halfway (the tournament still marked `pendingWrite: 'creation'`):
 * writes the same matches again and removes the mark. A finished tournament is answered as it is;
 * a missing one as null.
 */
export async function resumeTournamentSetup(tournamentId: string): Promise<Tournament | null> {
  const stored = await tournamentsRepository.get(tournamentId);
  if (!stored || pendingWriteOf(stored) !== 'creation') return stored;
  await matchesRepository.putMany(planSetup(stored).matches);
  return finishSetup(tournamentId);
}
