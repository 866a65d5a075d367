import type { Organizer } from 'shared-domain';
import type { CountUnit } from '../../../common/components/count-texts';
import { ProgressCount } from '../../../common/components/progress-count';
import layout from '../../../common/styles/layout.module.css';
import { useRunningOrganizerDelete } from '../atoms/running-deletes-atom';

/** What an organizer delete counts: its images, matches, tournaments and teams ("340 of 1,200 items deleted"). */
export const DELETED_ITEM_UNIT: CountUnit = { one: 'item deleted', many: 'items deleted' };

/**
 * The organizer's delete under way in this page (issue 13): "Deleting..." while the gateway counts what
 * there is, then a determinate bar with the items deleted of the items found. Nothing when none runs.
 */
export function OrganizerDeleteProgress({ organizer }: { organizer: Pick<Organizer, 'id' | 'name'> }) {
  const progress = useRunningOrganizerDelete(organizer.id);
  if (progress === undefined) return null;
  if (progress === null) return <p className={layout.muted}>Deleting...</p>;
  return <ProgressCount label={`Deleting ${organizer.name}`} done={progress.done} total={progress.total} unit={DELETED_ITEM_UNIT} />;
}
