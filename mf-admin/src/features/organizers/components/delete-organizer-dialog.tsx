import { lazy, Suspense, useRef, useState } from 'react';
import type { Organizer } from 'shared-domain';
import { AlertDialog, Button } from 'shared-ui';
import { countOf, type CountUnit } from '../../../common/components/count-texts';
import layout from '../../../common/styles/layout.module.css';
import { useOrganizerContentsQuery, type OrganizerContents } from '../api/use-organizer-contents-query';

// The existing export (the dashboard's Export / Import card), loaded only when asked for here.
const OrganizerExportPanel = lazy(() => import('../../../common/organizer-transfer/organizer-export-panel').then((m) => ({ default: m.OrganizerExportPanel })));

const UNITS: readonly [keyof OrganizerContents, CountUnit][] = [
  ['tournaments', { one: 'tournament', many: 'tournaments' }],
  ['matches', { one: 'match', many: 'matches' }],
  ['teams', { one: 'team', many: 'teams' }],
  ['players', { one: 'player', many: 'players' }],
];

/**
 * What goes with an organizer: "This deletes 5 tournaments, 525 matches, 40 teams, 900 players and their
 * images." (kinds with none left out), or that it has none.
 */
function organizerContentsText(contents: OrganizerContents): string {
  const parts = UNITS.filter(([key]) => contents[key] > 0).map(([key, unit]) => countOf(contents[key], unit));
  if (parts.length === 0) return 'It has no tournaments, teams or players.';
  return `This deletes ${parts.join(', ')} and their images.`;
}

interface Props {
  organizer: Organizer;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The organizer delete's confirmation (issue 22): it names what goes with the organizer, counted when it
 * opens, and offers the existing export first. Cancel has the focus, so Enter never deletes by accident.
 */
export function DeleteOrganizerDialog({ organizer, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const contents = useOrganizerContentsQuery(organizer.id);
  const [exporting, setExporting] = useState(false);
  const actions = (
    <>
      <Button variant="danger" onClick={onConfirm}>
        Delete organizer
      </Button>
      {!exporting && (
        <Button variant="secondary" onClick={() => setExporting(true)}>
          Export first
        </Button>
      )}
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
  return (
    <AlertDialog title={`Delete organizer “${organizer.name}”?`} actions={actions} initialFocus={cancelRef} onDismiss={onCancel}>
      <div className={layout.stackSm}>
        {contents.isPending && <p>Counting what goes with it...</p>}
        {contents.isError && <p>Its tournaments, matches, teams, players and their images are deleted (they could not be counted).</p>}
        {contents.isSuccess && <p>{organizerContentsText(contents.data)}</p>}
        <p>Their login account is deleted too. This cannot be undone.</p>
        {exporting && (
          <Suspense fallback={<p className={layout.muted}>Loading...</p>}>
            <OrganizerExportPanel organizerId={organizer.id} />
          </Suspense>
        )}
      </div>
    </AlertDialog>
  );
}
