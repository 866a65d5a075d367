import type { Team, Tournament } from 'shared-domain';
import { teamImageFields, tournamentImageFields, type ImportCounts, type OrganizerImportPlan } from 'shared-domain/organizer-export';
import { matchesRepository } from '../repositories/matches-repository';
import { readWrite } from '../repositories/stored-items';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { storage } from '../storage/active-storage';
import { uploadImportedImage, type UploadedImage } from './organizer-import-images';
import type { ImageReader } from './organizer-export';
import type { ChosenExportFile } from './organizer-import-plan';

/** How far an import is: writes done of the writes it makes (teams, tournaments, matches, images). */
export interface OrganizerImportProgress {
  done: number;
  total: number;
}

/** What an import wrote, and the images it imported its items without (named). */
interface OrganizerImportSummary {
  written: ImportCounts;
  missingImages: string[];
}

/**
 * How an import ended. `refused`: the file cannot be imported as it is (the plan's problems), nothing
 * was written. `stopped`: a write failed; what `summary` counts was written, and importing the same
 * file again finishes the work (what is there is not written again).
 */
export type OrganizerImportOutcome =
  | { status: 'refused'; plan: OrganizerImportPlan }
  | { status: 'done'; summary: OrganizerImportSummary }
  | { status: 'stopped'; summary: OrganizerImportSummary; progress: OrganizerImportProgress; error: unknown };

/** Where the writes are, for the progress and for a stop's summary. */
interface ImportRun {
  plan: OrganizerImportPlan;
  summary: OrganizerImportSummary;
  progress: OrganizerImportProgress;
  onProgress?: (progress: OrganizerImportProgress) => void;
  /** The latest stored state of each team and tournament written, for a later version-checked save. */
  teams: Map<string, Team>;
  tournaments: Map<string, Tournament>;
}

function step(run: ImportRun, count = 1): void {
  run.progress.done += count;
  run.onProgress?.({ ...run.progress });
}

/** Teams first (matches and uploads name them): new ones created (a create never overwrites), then squads extended. */
async function writeTeams(run: ImportRun): Promise<void> {
  for (const team of run.plan.newTeams) {
    run.teams.set(team.id, await readWrite('team', storage().create<Team>('teams', team)));
    run.summary.written.teams += 1;
    run.summary.written.players += team.players.length;
    step(run);
  }
  for (const { teamId, players } of run.plan.playersToAdd) {
    const stored = await teamsRepository.get(teamId);
    if (!stored) throw new Error('A team of this organizer was deleted during the import.');
    run.teams.set(teamId, await teamsRepository.update(stored, { players: [...stored.players, ...players] }));
    run.summary.written.players += players.length;
    step(run);
  }
}

/** Tournaments (written private), then their matches in batches, each batch a step. */
async function writeTournaments(run: ImportRun): Promise<void> {
  for (const tournament of run.plan.newTournaments) {
    run.tournaments.set(tournament.id, await readWrite('tournament', storage().create<Tournament>('tournaments', tournament)));
    run.summary.written.tournaments += 1;
    step(run);
  }
  let written = 0;
  await matchesRepository.putMany(run.plan.matches, (total) => {
    run.summary.written.matches = total;
    step(run, total - written);
    written = total;
  });
}

/** Uploads the planned images, one step each, then saves each item's image fields at once. */
async function writeImages(run: ImportRun, file: ChosenExportFile, readImage: ImageReader): Promise<void> {
  const uploaded: UploadedImage[] = [];
  for (const image of run.plan.images) {
    const done = await uploadImportedImage(image, file.images, readImage);
    if (done) uploaded.push(done);
    else run.summary.missingImages.push(image.label);
    step(run);
  }
  const teamIds = new Set(uploaded.flatMap(({ target }) => ('teamId' in target ? [target.teamId] : [])));
  for (const teamId of teamIds) {
    const team = run.teams.get(teamId) ?? (await teamsRepository.get(teamId));
    if (team) run.teams.set(teamId, await teamsRepository.update(team, teamImageFields(team, uploaded)));
  }
  const tournamentIds = new Set(uploaded.flatMap(({ target }) => ('tournamentId' in target ? [target.tournamentId] : [])));
  for (const tournamentId of tournamentIds) {
    const tournament = run.tournaments.get(tournamentId) ?? (await tournamentsRepository.get(tournamentId));
    if (tournament) run.tournaments.set(tournamentId, await tournamentsRepository.update(tournament, tournamentImageFields(tournament, uploaded)));
  }
  run.summary.written.images = uploaded.length;
}

/**
 * Writes an import's plan (planImportInto): teams, then tournaments (private) and their matches, then
 * the uploads, and last each public tournament's visibility, so a tournament shows up on public pages
 * only once it is complete. Every item keeps the id the plan gave it and creates never overwrite, so
 * after a stop (a failed write, a closed tab) the same import, planned again, writes only what is
 * missing. An image that cannot be read is left out, named in the summary; a failed write stops.
 */
export async function writeOrganizerImport(
  file: ChosenExportFile,
  plan: OrganizerImportPlan,
  readImage: ImageReader,
  onProgress?: (progress: OrganizerImportProgress) => void,
): Promise<OrganizerImportOutcome> {
  const written: ImportCounts = { teams: 0, players: 0, tournaments: 0, matches: 0, images: 0 };
  const run: ImportRun = { plan, summary: { written, missingImages: [] }, progress: { done: 0, total: plan.steps }, onProgress, teams: new Map(), tournaments: new Map() };
  onProgress?.({ ...run.progress });
  try {
    await writeTeams(run);
    await writeTournaments(run);
    await writeImages(run, file, readImage);
    for (const { tournamentId, visibility } of plan.finish) await tournamentsRepository.updateUnversioned(tournamentId, { visibility });
  } catch (error) {
    console.error('The import stopped', error);
    return { status: 'stopped', summary: run.summary, progress: run.progress, error };
  }
  return { status: 'done', summary: run.summary };
}
