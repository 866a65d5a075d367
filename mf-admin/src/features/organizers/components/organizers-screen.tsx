import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys, setCurrentOrganizerId, useCurrentOrganizerId, useSkippedItems, type OrganizerDeleteProgress } from 'shared-data';
import { MESSAGES, type Organizer } from 'shared-domain';
import { Alert, Button, Card, EmptyState, LoadingPanel, SkippedItemsNote } from 'shared-ui';
import { progressText } from '../../../common/components/count-texts';
import { SuperAdminHeader } from '../../../common/components/super-admin-header';
import layout from '../../../common/styles/layout.module.css';
import { useDeleteOrganizerMutation, useSyncEmailsMutation } from '../api/use-organizer-mutations';
import { useOrganizersQuery } from '../api/use-organizers-query';
import { CreateOrganizerForm } from './create-organizer-form';
import { DeleteOrganizerDialog } from './delete-organizer-dialog';
import { OrganizerCard } from './organizer-card';
import { DELETED_ITEM_UNIT } from './organizer-delete-progress';

type Notice = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * Under the spec's failure text, what a delete that stopped part-way had done, so the organizer's
 * remaining content is not left unexplained: the organizer stays listed, and deleting again (or the
 * gateway's next start) deletes the rest.
 */
function stoppedDeleteDetail(last: OrganizerDeleteProgress | null): string | undefined {
  if (!last || last.done === 0) return undefined;
  return `${progressText(last.done, last.total, DELETED_ITEM_UNIT)} before it stopped. Delete the organizer again to delete the rest.`;
}

/**
 * Spec §2 "Organizers management (super admin)". The shell's guard admits only the super admin.
 * Organizers stored in a shape the app cannot read are left out and counted below the heading.
 */
export function OrganizersScreen() {
  const organizers = useOrganizersQuery();
  const skipped = useSkippedItems([queryKeys.organizers()]);
  const deleteOrganizer = useDeleteOrganizerMutation();
  const syncOrganizerEmails = useSyncEmailsMutation();
  const selectedId = useCurrentOrganizerId();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const list: Organizer[] = organizers.data ?? [];

  // The organizer whose delete is being confirmed (the dialog names what goes and offers the export first).
  const [confirming, setConfirming] = useState<Organizer | null>(null);

  const remove = async (organizer: Organizer) => {
    setConfirming(null);
    let last: OrganizerDeleteProgress | null = null;
    try {
      await deleteOrganizer.mutateAsync({ id: organizer.id, onProgress: (progress) => (last = progress) });
      setNotice({ tone: 'success', text: `Organizer "${organizer.name}" deleted.` });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.organizerDeleteFailed, detail: stoppedDeleteDetail(last) });
    }
  };

  const syncEmails = async () => {
    if (!window.confirm(MESSAGES.syncEmailsConfirm)) return;
    try {
      await syncOrganizerEmails.mutateAsync();
      setNotice({ tone: 'success', text: MESSAGES.syncEmailsSuccess });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.syncEmailsFailed });
    }
  };

  return (
    <div className={layout.stack}>
      <SuperAdminHeader
        title="Organizers Management"
        actions={
          <>
            <Button variant="secondary" onClick={syncEmails}>
              Sync Emails
            </Button>
            <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={formOpen}>
              + Create Organizer
            </Button>
          </>
        }
      />
      {notice &&
        (notice.detail ? (
          <Alert tone={notice.tone} title={notice.text}>
            {notice.detail}
          </Alert>
        ) : (
          <Alert tone={notice.tone}>{notice.text}</Alert>
        ))}
      {formOpen && (
        <Card title="Create Organizer">
          <CreateOrganizerForm
            existingNames={list.map((o) => o.name)}
            onCreated={(organizer) => {
              setFormOpen(false);
              setNotice({ tone: 'success', text: `Organizer "${organizer.name}" created.` });
            }}
          />
        </Card>
      )}
      <section aria-labelledby="all-organizers">
        <h2 id="all-organizers">All Organizers</h2>
        {organizers.isPending && <LoadingPanel text={MESSAGES.loadingOrganizers} />}
        {organizers.isError && <Alert tone="error">Could not load the organizers.</Alert>}
        <SkippedItemsNote count={skipped} />
        {organizers.isSuccess && list.length === 0 && <EmptyState title={MESSAGES.noOrganizersFound} />}
        {list.length > 0 && (
          <ul className={layout.list}>
            {list.map((organizer) => (
              <OrganizerCard
                key={organizer.id}
                organizer={organizer}
                selected={organizer.id === selectedId}
                onSelect={() => {
                  setCurrentOrganizerId(organizer.id);
                  navigate('/admin');
                }}
                onDelete={() => setConfirming(organizer)}
                onNotice={(text) => setNotice({ tone: 'success', text })}
              />
            ))}
          </ul>
        )}
      </section>
      {confirming && <DeleteOrganizerDialog organizer={confirming} onConfirm={() => void remove(confirming)} onCancel={() => setConfirming(null)} />}
    </div>
  );
}
