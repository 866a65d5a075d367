import type { Team } from 'shared-domain';
import { TEAMS_CSV_COLUMNS, planTeamsImport, readTeamsCsv, type TeamsCsvRow } from 'shared-domain/csv';
import { countOf, type CountUnit } from '../components/count-texts';
import { CsvImportPanel } from './csv-import-panel';
import type { TeamsImportSummary } from './import-teams-csv';
import { useImportTeamsMutation } from './use-import-mutations';
import type { CsvImportFlow } from './use-csv-import';

const TEAM: CountUnit = { one: 'team', many: 'teams' };
const PLAYER: CountUnit = { one: 'player', many: 'players' };

/** "Imported 20 teams and 500 players.", and the players skipped as already in their team. */
function summaryText({ createdTeams, addedPlayers, skippedPlayers }: TeamsImportSummary): string {
  const skipped = skippedPlayers > 0 ? ` Skipped ${countOf(skippedPlayers, PLAYER)} already in their team.` : '';
  return `Imported ${countOf(createdTeams, TEAM)} and ${countOf(addedPlayers, PLAYER)}.${skipped}`;
}

/** Import from CSV on the teams screen: teams with their players (`team,firstName,lastName,number,position,dateOfBirth`). */
export function TeamsCsvImport({ organizerId, teams }: { organizerId: string; teams: readonly Team[] }) {
  const importTeams = useImportTeamsMutation(organizerId);
  const flow: CsvImportFlow<TeamsCsvRow[], TeamsImportSummary> = {
    preview: (text) => {
      const read = readTeamsCsv(text);
      const plan = planTeamsImport(read.rows, teams);
      const existing = plan.teams.length - plan.newTeams;
      const notes = [
        existing > 0 ? `${countOf(existing, TEAM)} of these ${existing === 1 ? 'exists' : 'exist'} already: new players join ${existing === 1 ? 'it' : 'them'}.` : '',
        plan.skippedPlayers > 0 ? `${countOf(plan.skippedPlayers, PLAYER)} already in their team will be skipped.` : '',
      ];
      return {
        rows: read.rows,
        problems: [...read.problems, ...plan.problems].sort((a, b) => a.line - b.line),
        counts: `${countOf(plan.teams.length, TEAM)}, ${countOf(read.rows.length, PLAYER)}`,
        notes: notes.filter(Boolean),
      };
    },
    run: (rows, onProgress) => importTeams.mutateAsync({ rows, onProgress }),
    summary: summaryText,
  };
  return <CsvImportPanel flow={flow} columns={TEAMS_CSV_COLUMNS} unit={TEAM} sample="teams" />;
}
