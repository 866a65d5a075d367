import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queries } from 'shared-data';
import { Card } from 'shared-ui';
import layout from '../styles/layout.module.css';
import { TRANSFER_TEXTS } from './transfer-texts';

// Its own chunk: the dashboard loads without the export and import screens (whose rules and zip library
// shared-data loads only when a file is made or read).
const OrganizerTransfer = lazy(() => import('./organizer-transfer').then((m) => ({ default: m.OrganizerTransfer })));

interface Props {
  /** The organizer whose data is exported and imported (useCurrentOrganizerId); null: the super admin has picked none. */
  organizerId: string | null;
  /** The super admin acts on the organizer picked under All Organizers, so the card names it. */
  superAdmin: boolean;
}

/** The dashboard's "Export / Import" card (issue 13): an organizer's whole data out as one file, and such a file in. */
export function OrganizerTransferCard({ organizerId, superAdmin }: Props) {
  const organizer = useQuery({ ...queries.organizer(organizerId ?? ''), enabled: superAdmin && organizerId !== null });
  return (
    <Card title="Export / Import">
      {organizerId === null ? (
        // The All Organizers button is in the card above; a second link of that name would only repeat it.
        <p>{TRANSFER_TEXTS.chooseOrganizer}</p>
      ) : (
        <div className={layout.stackSm}>
          {superAdmin && organizer.data && <p>Organizer: {organizer.data.name}</p>}
          <Suspense fallback={<p className={layout.muted}>Loading...</p>}>
            <OrganizerTransfer organizerId={organizerId} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
