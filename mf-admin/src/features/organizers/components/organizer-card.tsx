import { useState } from 'react';
import { MESSAGES, type Organizer } from 'shared-domain';
import { formatDate } from 'shared-football-ui';
import { Button, Card, EntityAvatar } from 'shared-ui';
import { EntityRow } from '../../../common/components/entity-row';
import layout from '../../../common/styles/layout.module.css';
import { useRunningOrganizerDelete } from '../atoms/running-deletes-atom';
import { OrganizerDeleteProgress } from './organizer-delete-progress';
import { ResetPasswordRow } from './reset-password-row';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';

interface Props {
  organizer: Organizer;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onNotice: (message: string) => void;
}

export function OrganizerCard({ organizer, selected, onSelect, onDelete, onNotice }: Props) {
  const [resetting, setResetting] = useState(false);
  const [resettingSecondFactor, setResettingSecondFactor] = useState(false);
  const created = formatDate(organizer.createdAtISO, 'numeric');
  const deleting = useRunningOrganizerDelete(organizer.id) !== undefined;
  return (
    <li>
      <Card>
        <EntityRow
          avatar={<EntityAvatar name={organizer.name} imageUrl={organizer.logo || undefined} />}
          actions={
            <div className={layout.actions}>
              <Button size="sm" variant={selected ? 'secondary' : 'primary'} onClick={onSelect} disabled={selected}>
                {selected ? 'Selected' : 'Manage'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setResetting((open) => !open)} aria-expanded={resetting}>
                Reset Password
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setResettingSecondFactor(true)} aria-haspopup="dialog">
                Reset two-step verification
              </Button>
              <Button size="sm" variant="danger" onClick={onDelete} loading={deleting} loadingText="Deleting...">
                Delete
              </Button>
            </div>
          }
        >
          <h3>{organizer.name}</h3>
          <p>{organizer.email || MESSAGES.noEmail}</p>
          {organizer.description && <p className={layout.muted}>{organizer.description}</p>}
          {created && <p className={layout.muted}>Created {created}</p>}
        </EntityRow>
        <OrganizerDeleteProgress organizer={organizer} />
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
        {resettingSecondFactor && (
          <ResetSecondFactorDialog
            organizer={organizer}
            onCancel={() => setResettingSecondFactor(false)}
            onDone={(message) => {
              setResettingSecondFactor(false);
              onNotice(message);
            }}
          />
        )}
      </Card>
    </li>
  );
}
