import { MESSAGES, type OrganizerProfileCard } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

/** Spec §2's organizer card; the address is the public contact the organizer chose, never their sign-in email. */
export function OrganizerResultCard({ organizer }: { organizer: OrganizerProfileCard }) {
  const created = formatDate(organizer.createdAtISO, 'numeric');
  return (
    <EntityCard avatar={<EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />} title={organizer.name}>
      <EntityCardLine>{organizer.contactEmail || MESSAGES.noEmail}</EntityCardLine>
      {organizer.description && <EntityCardNote>{organizer.description}</EntityCardNote>}
      {created && <EntityCardNote>Created {created}</EntityCardNote>}
    </EntityCard>
  );
}
