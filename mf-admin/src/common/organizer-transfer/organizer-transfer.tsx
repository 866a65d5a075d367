import layout from '../styles/layout.module.css';
import { OrganizerExportPanel } from './organizer-export-panel';
import { OrganizerImportPanel } from './organizer-import-panel';

/** The card's content: Export and Import of one organizer's data (its own chunk, see the card). */
export function OrganizerTransfer({ organizerId }: { organizerId: string }) {
  return (
    <div className={layout.stack}>
      <OrganizerExportPanel organizerId={organizerId} />
      <OrganizerImportPanel organizerId={organizerId} />
    </div>
  );
}
