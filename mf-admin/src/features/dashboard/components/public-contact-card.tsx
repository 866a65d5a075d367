import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Organizer } from 'shared-domain';
import { contactEmailError, contactEmailValue } from 'shared-domain/organizer-profile';
import { Alert, Button, Card, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useOrganizerProfileQuery, useSaveContactEmailMutation } from '../api/use-public-contact';

const SAVED_TEXT = 'Public contact saved.';
const FAILED_TEXT = 'Failed to save the public contact. Please try again.';

function PublicContactForm({ organizer }: { organizer: Organizer }) {
  const form = useForm<{ contactEmail: string }>({ defaultValues: { contactEmail: organizer.contactEmail ?? '' } });
  const save = useSaveContactEmailMutation(organizer.id);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async ({ contactEmail }: { contactEmail: string }) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync(contactEmailValue(contactEmail));
      form.reset({ contactEmail: saved.contactEmail ?? '' });
      setMessage({ tone: 'success', text: SAVED_TEXT });
    } catch {
      setMessage({ tone: 'error', text: FAILED_TEXT });
    }
  };

  return (
    <form className={layout.form} onSubmit={form.handleSubmit(onSubmit)} aria-label="Public contact" noValidate>
      <TextField
        label="Public contact email"
        type="email"
        autoComplete="email"
        hint='Shown on your organizer card in public search. Leave it empty to show "No email"; your sign-in email is never shown.'
        error={form.formState.errors.contactEmail?.message}
        {...form.register('contactEmail', { validate: (text) => contactEmailError(text) ?? true })}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
          Save Contact
        </Button>
      </div>
    </form>
  );
}

/**
 * Where an organizer chooses the address the public may write to (issue 23): the public organizer card
 * shows it, or "No email" while it is empty; the sign-in email is never shown to the public.
 */
export function PublicContactCard({ organizerId }: { organizerId: string | null }) {
  const organizer = useOrganizerProfileQuery(organizerId);
  if (!organizer.data) return null;
  return (
    <Card title="Public contact">
      <PublicContactForm key={organizer.data.id} organizer={organizer.data} />
    </Card>
  );
}
