import { lazy, Suspense } from 'react';
import type { Team } from 'shared-domain';
import { Card } from 'shared-ui';
import layout from '../styles/layout.module.css';

// Its own chunk (with the CSV rules and papaparse): the teams screen loads without it.
const TeamsCsvImport = lazy(() => import('./teams-csv-import').then((m) => ({ default: m.TeamsCsvImport })));

/** The teams screen's "Import from CSV" card: teams with their players from one file. */
export function TeamsCsvImportCard({ organizerId, teams }: { organizerId: string; teams: readonly Team[] }) {
  return (
    <Card title="Import from CSV">
      <Suspense fallback={<p className={layout.muted}>Loading...</p>}>
        <TeamsCsvImport organizerId={organizerId} teams={teams} />
      </Suspense>
    </Card>
  );
}
