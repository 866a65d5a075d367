import { MESSAGES, type Organizer } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { EntityAvatar } from 'shared-ui';
import { EntityCard, EntityCardLine, EntityCardNote } from '../../../common/entity-card-grid';

export function OrganizerResultCard({ organizer }: { organizer: Organizer }) {
  const created = formatDate(organizer.createdAtISO, 'numeric');
  return (
    <EntityCard avatar={<EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />} title={organizer.name}>
      <EntityCardLine>{organizer.email || MESSAGES.noEmail}</EntityCardLine>
      {organizer.description && <EntityCardNote>{organizer.description}</EntityCardNote>}
      {created && <EntityCardNote>Created {created}</EntityCardNote>}
    </EntityCard>
  );
}
