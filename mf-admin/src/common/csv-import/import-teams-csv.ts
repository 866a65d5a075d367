import { teamsRepository } from 'shared-data';
import { createId, defaultTeamColors, type Team } from 'shared-domain';
import { importedPlayer, planTeamsImport, type TeamsCsvRow } from 'shared-domain/csv';
import type { CsvImportOutcome, ImportProgress } from './csv-import-outcome';

/** What a teams import saved. */
export interface TeamsImportSummary {
  createdTeams: number;
  addedPlayers: number;
  /** Rows naming a player their team already had. */
  skippedPlayers: number;
}

/**
 * Imports a teams file's valid rows (readTeamsCsv) into the organizer's teams, through the teams
 * repository as bulk add does (here, with the CSV rules, in the import's own chunk). The plan
 * is made again against the teams as stored now, so a file imported twice, or an import resumed after
 * it stopped, finds the teams and players it already saved and skips them: nothing is created twice.
 * Team by team, a new team is created (default colours) and its new players are added in one
 * version-checked save of its squad. `onProgress` hears the teams done of the teams to write.
 */
export async function importTeamsCsv(
  organizerId: string,
  rows: readonly TeamsCsvRow[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<CsvImportOutcome<TeamsImportSummary>> {
  const existing = await teamsRepository.listByOrganizer(organizerId);
  const plan = planTeamsImport(rows, existing);
  if (plan.problems.length > 0) return { status: 'refused', problems: plan.problems };
  const work = plan.teams.filter((team) => team.existingTeamId === null || team.players.length > 0);
  const summary: TeamsImportSummary = { createdTeams: 0, addedPlayers: 0, skippedPlayers: plan.skippedPlayers };
  const progress: ImportProgress = { done: 0, total: work.length };
  onProgress?.({ ...progress });
  try {
    for (const planned of work) {
      let team: Team | undefined = existing.find((t) => t.id === planned.existingTeamId);
      if (!team) {
        team = await teamsRepository.create({ name: planned.name, colors: defaultTeamColors() }, organizerId);
        summary.createdTeams += 1;
      }
      if (planned.players.length > 0) {
        const now = Date.now();
        const players = planned.players.map((p) => importedPlayer(p.fields, createId('player', now, Math.random), new Date(now).toISOString()));
        await teamsRepository.update(team, { players: [...team.players, ...players] });
        summary.addedPlayers += players.length;
      }
      progress.done += 1;
      onProgress?.({ ...progress });
    }
  } catch (error) {
    console.error('The teams import stopped', error);
    return { status: 'stopped', summary, progress, error };
  }
  return { status: 'done', summary };
}
