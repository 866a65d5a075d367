import { useState } from 'react';
import { MESSAGES, type Organizer } from 'shared-domain';
import { Button, Card, EntityAvatar } from 'shared-ui';
import { ResetPasswordRow } from './reset-password-row';

interface Props {
  organizer: Organizer;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onNotice: (message: string) => void;
}

export function OrganizerCard({ organizer, selected, onSelect, onDelete, onNotice }: Props) {
  const [resetting, setResetting] = useState(false);
  const created = organizer.createdAtISO ? new Date(organizer.createdAtISO).toLocaleDateString() : '';
  return (
    <li className="admin-list-item">
      <Card>
        <div className="admin-organizer">
          <EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />
          <div className="admin-organizer-text">
            <h3>{organizer.name}</h3>
            <p>{organizer.email || MESSAGES.noEmail}</p>
            {organizer.description && <p className="admin-muted">{organizer.description}</p>}
            {created && <p className="admin-muted">Created {created}</p>}
          </div>
          <div className="admin-actions">
            <Button size="sm" variant={selected ? 'secondary' : 'primary'} onClick={onSelect} disabled={selected}>
              {selected ? 'Selected' : 'Manage'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setResetting((open) => !open)} aria-expanded={resetting}>
              Reset Password
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </div>
        </div>
        {resetting && (
          <ResetPasswordRow
            email={organizer.email}
            onCancel={() => setResetting(false)}
            onDone={(message) => {
              setResetting(false);
              onNotice(message);
            }}
          />
        )}
      </Card>
    </li>
  );
}
