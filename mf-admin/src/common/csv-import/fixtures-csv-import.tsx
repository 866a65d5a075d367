import type { Match, Team, Tournament } from 'shared-domain';
import { FIXTURES_CSV_COLUMNS, FIXTURES_CSV_CUP_COLUMNS, planFixturesImport, readFixturesCsv, type FixturesCsvRow } from 'shared-domain/csv';
import { countOf, type CountUnit } from '../components/count-texts';
import { CsvImportPanel } from './csv-import-panel';
import { matchesForImport } from './cup-import-sides';
import type { FixturesImportSummary } from './import-fixtures-csv';
import { useImportFixturesMutation } from './use-import-mutations';
import type { CsvImportFlow } from './use-csv-import';

const RESULT: CountUnit = { one: 'result', many: 'results' };
const MATCH: CountUnit = { one: 'match', many: 'matches' };

/** "Updated 380 matches.", and the rows whose match already held what they say. */
function summaryText({ updatedMatches, unchanged }: FixturesImportSummary): string {
  const same = unchanged > 0 ? ` ${countOf(unchanged, RESULT)} ${unchanged === 1 ? 'was' : 'were'} already saved.` : '';
  return `Updated ${countOf(updatedMatches, MATCH)}.${same}`;
}

interface Props {
  tournament: Pick<Tournament, 'id' | 'organizerId' | 'format'>;
  /** The league's teams (their names are what the file's rows give). */
  teams: readonly Pick<Team, 'id' | 'name'>[];
  matches: readonly Match[];
}

/** Import from CSV on a league: results, dates and times of its fixtures (`round,date,time,home,away,homeGoals,awayGoals`). */
export function FixturesCsvImport({ tournament, teams, matches }: Props) {
  const importFixtures = useImportFixturesMutation(tournament.id, tournament.organizerId);
  const cup = tournament.format.mode === 'groups_knockout';
  const flow: CsvImportFlow<FixturesCsvRow[], FixturesImportSummary> = {
    preview: (text) => {
      const read = readFixturesCsv(text);
      const plan = planFixturesImport(read.rows, { teams, matches: matchesForImport(tournament, matches) });
      return {
        rows: read.rows,
        problems: [...read.problems, ...plan.problems].sort((a, b) => a.line - b.line),
        counts: countOf(read.rows.length, RESULT),
        notes: plan.unchanged > 0 ? [`${countOf(plan.unchanged, RESULT)} already saved will be skipped.`] : [],
      };
    },
    run: (rows, onProgress) => importFixtures.mutateAsync({ rows, onProgress }),
    summary: summaryText,
  };
  // A cup's file may add its group, extra-time and shoot-out columns.
  return <CsvImportPanel flow={flow} columns={cup ? [...FIXTURES_CSV_COLUMNS, ...FIXTURES_CSV_CUP_COLUMNS] : FIXTURES_CSV_COLUMNS} unit={RESULT} sample="fixtures" />;
}
