import { MESSAGES, type Organizer } from 'shared-domain';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

export function OrganizerResultCard({ organizer }: { organizer: Organizer }) {
  return (
    <EntityCard avatar={<EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />} title={organizer.name}>
      <EntityCardLine>{organizer.email || MESSAGES.noEmail}</EntityCardLine>
      {organizer.description && <EntityCardNote>{organizer.description}</EntityCardNote>}
      {organizer.createdAtISO && <EntityCardNote>Created {new Date(organizer.createdAtISO).toLocaleDateString()}</EntityCardNote>}
    </EntityCard>
  );
}
