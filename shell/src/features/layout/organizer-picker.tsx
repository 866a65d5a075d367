import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries, setCurrentOrganizerId, useCurrentOrganizerId } from 'shared-data';
import { ComboboxField } from 'shared-ui';
import styles from './organizer-picker.module.css';

/**
 * The super admin's one way to pick the organizer it works on, in the logged-in bar (compact, label
 * hidden) and on "No Organizer Selected". Picking keeps the current page: a screen that waited for an
 * organizer shows at once.
 */
export function OrganizerPicker({ compact = false }: { compact?: boolean }) {
  const organizers = useQuery(queries.organizers());
  const organizerId = useCurrentOrganizerId();
  const options = useMemo(() => (organizers.data ?? []).map((organizer) => ({ value: organizer.id, label: organizer.name })), [organizers.data]);
  const field = (
    <ComboboxField
      label="Organizer"
      hideLabel={compact}
      size={compact ? 'sm' : 'md'}
      options={options}
      value={organizerId}
      onChange={setCurrentOrganizerId}
      placeholder={organizers.isPending ? 'Loading organizers...' : 'Choose an organizer'}
      noMatchText={options.length === 0 ? 'No organizers found' : 'No organizer matches'}
      error={organizers.isError ? 'Could not load the organizers.' : undefined}
    />
  );
  return compact ? field : <div className={styles.standalone}>{field}</div>;
}
