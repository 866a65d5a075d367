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

/** How far a tournament's setup is: matches stored of the matches it needs. */
export interface SetupProgress {
  tournamentId: string;
  done: number;
  total: number;
}

/**
 * Hears a setup's progress: once before its first match is written (done: what is already stored, 0
 * for a new tournament, whose claim is stored by then), then after each batch of matches.
 */
export type SetupProgressListener = (progress: SetupProgress) => void;

/**
 * Writes the matches of a claimed setup that are not stored yet, reporting progress counted over all
 * of them, then marks the setup done (removes the claim) and answers the tournament as stored.
 */
async function writeSetup(tournamentId: string, missing: Match[], saved: number, total: number, onProgress?: SetupProgressListener): Promise<Tournament> {
  onProgress?.({ tournamentId, done: saved, total });
  await matchesRepository.putMany(missing, (written) => onProgress?.({ tournamentId, done: saved + written, total }));
  return tournamentsRepository.updateUnversioned(tournamentId, { pendingWrite: null });
}

/**
 * Creates a tournament (spec §4 "Tournament creation"), private and with `visibility` always set (the
 * public list is a visibility-index query, which skips items without it), with its matches generated
 * by mode. Claim → write → mark done: the tournament is stored first, marked `pendingWrite: 'creation'`;
 * then its matches, a batch at a time (`onProgress` hears each); then the mark is removed.
 *
 * A creation that stops after the claim (a failed write, but just as well a reload or a closed tab,
 * which can clean nothing up) leaves the tournament marked: screens say so with `readSetupProgress`,
 * and `resumeTournamentSetup` finishes it (or `deleteTournament` removes it). A failed write is not
 * undone, since undoing thousands of matches fails as easily as writing them and throws the work away:
 * the error is rethrown with the tournament left resumable, its id known from the first progress report.
 */
export async function createTournament(input: NewTournamentInput, organizerId: string, onProgress?: SetupProgressListener): Promise<Tournament> {
  const now = Date.now();
  const created = newTournament(input, {
    id: createId('tournament', now, Math.random),
    organizerId,
    createdAtISO: new Date(now).toISOString(),
  });
  if (!created) throw new Error('A tournament needs a name and at least 2 teams.');
  const setup = planSetup(created);
  await readWrite('tournament', storage().create<TournamentItem>('tournaments', { ...setup.tournament, version: 1, pendingWrite: 'creation' }));
  return writeSetup(created.id, setup.matches, 0, setup.matches.length, onProgress);
}

/**
 * Finishes a creation that stopped halfway (the tournament still marked `pendingWrite: 'creation'`):
 * writes the matches it planned that are not stored yet (the same ids, so nothing is added twice and a
 * match already saved, perhaps already edited, is left as it is) and removes the mark. Progress counts
 * the stored matches as done. A finished tournament is answered as it is; a missing one as null.
 */
export async function resumeTournamentSetup(tournamentId: string, onProgress?: SetupProgressListener): Promise<Tournament | null> {
  const stored = await tournamentsRepository.get(tournamentId);
  if (!stored || pendingWriteOf(stored) !== 'creation') return stored;
  const { matches } = planSetup(stored);
  const saved = await matchesRepository.idsByTournament(tournamentId);
  const missing = matches.filter((match) => !saved.has(match.id));
  return writeSetup(tournamentId, missing, matches.length - missing.length, matches.length, onProgress);
}

/**
 * How far the setup of a tournament marked `pendingWrite: 'creation'` got: its matches stored (counted,
 * not read) of the matches it plans. For a screen to say what an interrupted creation left behind.
 */
export async function readSetupProgress(tournament: Tournament): Promise<SetupProgress> {
  const done = await matchesRepository.countByTournament(tournament.id);
  return { tournamentId: tournament.id, done, total: planSetup(tournament).matches.length };
}
