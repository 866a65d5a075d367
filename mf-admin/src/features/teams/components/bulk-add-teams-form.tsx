import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { teamsRepository } from 'shared-data';
import { defaultTeamColors, parseBulkTeamNames } from 'shared-domain';
import { Alert, Button, TextAreaField } from 'shared-ui';
import type { FormMessage } from '../../../common/components/save-message';
import layout from '../../../common/styles/layout.module.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Bulk add: one team name per line, blank lines ignored (spec §2 "Manage Teams"). */
export function BulkAddTeamsForm({ organizerId, onCreated }: { organizerId: string; onCreated: () => void }) {
  const { register, handleSubmit, reset, watch, formState } = useForm({ defaultValues: { names: '' } });
  const [message, setMessage] = useState<FormMessage>(null);
  const names = parseBulkTeamNames(watch('names'));

  const onSubmit = async () => {
    if (names.length === 0) return;
    setMessage(null);
    let created = 0;
    try {
      // One at a time so a failure reports exactly which names were saved.
      for (const name of names) {
        await teamsRepository.create({ name, colors: defaultTeamColors() }, organizerId);
        created += 1;
      }
      reset({ names: '' });
      setMessage({ tone: 'success', text: `Added ${plural(created, 'team')}.` });
    } catch (failure) {
      console.error('Bulk add failed', failure);
      reset({ names: names.slice(created).join('\n') });
      setMessage({ tone: 'error', text: `Added ${created} of ${names.length} teams; the remaining names are still in the box. Please try again.` });
    } finally {
      if (created > 0) onCreated();
    }
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Bulk add teams">
      <TextAreaField label="Team names (one per line)" rows={5} {...register('names')} />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={names.length === 0} loading={formState.isSubmitting} loadingText="Adding...">
        {names.length > 0 ? `Add ${plural(names.length, 'Team')}` : 'Add Teams'}
      </Button>
    </form>
  );
}
