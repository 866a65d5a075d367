import { MESSAGES, type Organizer } from 'shared-domain';
import { Card, EntityAvatar } from 'shared-ui';

export function OrganizerResultCard({ organizer }: { organizer: Organizer }) {
  return (
    <li>
      <Card>
        <div className="public-card-row">
          <EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />
          <div>
            <h3>{organizer.name}</h3>
            <p>{organizer.email || MESSAGES.noEmail}</p>
            {organizer.description && <p className="public-muted">{organizer.description}</p>}
            {organizer.createdAtISO && (
              <p className="public-muted">Created {new Date(organizer.createdAtISO).toLocaleDateString()}</p>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
