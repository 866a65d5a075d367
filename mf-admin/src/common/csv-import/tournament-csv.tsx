import { lazy, Suspense } from 'react';
import type { Match, Team, Tournament } from 'shared-domain';
import { teamLabel } from 'shared-football-ui';
import { Card } from 'shared-ui';
import layout from '../styles/layout.module.css';
import { CsvDownloadButton } from './csv-download-button';

// Its own chunk (with the CSV rules and papaparse): the tournament page loads without it.
const FixturesCsvImport = lazy(() => import('./fixtures-csv-import').then((m) => ({ default: m.FixturesCsvImport })));

interface Props {
  tournament: Tournament;
  matches: readonly Match[];
  teams: ReadonlyMap<string, Team>;
}

/**
 * The tournament detail's CSV cards: the standings and the fixtures as downloads (what the page shows),
 * and, when the tournament has league fixtures, "Import from CSV" of their results, dates and times.
 */
export function TournamentCsv({ tournament, matches, teams }: Props) {
  const nameOf = (teamId: string) => teamLabel(teamId, teams);
  const leagueTeams = tournament.teamIds.flatMap((id) => teams.get(id) ?? []);
  return (
    <div className={`${layout.grid2} ${layout.top}`}>
      <Card title="Download CSV">
        <ul className={layout.list}>
          <li className={layout.actions}>
            <span>Standings</span>
            <CsvDownloadButton
              label="Download CSV of the standings"
              build={(csv) => ({ fileName: csv.csvFileName(tournament.name, 'standings'), text: csv.standingsCsv(tournament, matches, nameOf) })}
            />
          </li>
          <li className={layout.actions}>
            <span>Fixtures</span>
            <CsvDownloadButton
              label="Download CSV of the fixtures"
              build={(csv) => ({ fileName: csv.csvFileName(tournament.name, 'fixtures'), text: csv.fixturesCsv(matches, nameOf) })}
            />
          </li>
        </ul>
      </Card>
      {matches.some((m) => !m.isPlayoff) && (
        <Card title="Import from CSV">
          <Suspense fallback={<p className={layout.muted}>Loading...</p>}>
            <FixturesCsvImport tournament={tournament} teams={leagueTeams} matches={matches} />
          </Suspense>
        </Card>
      )}
    </div>
  );
}
