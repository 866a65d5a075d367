import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { parseBulkTeamNames } from 'shared-domain';
import { Alert, Button, TextAreaField } from 'shared-ui';
import type { FormMessage } from '../../../common/components/save-message';
import layout from '../../../common/styles/layout.module.css';
import { useBulkAddTeamsMutation } from '../api/use-create-teams-mutation';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Bulk add: one team name per line, blank lines ignored (spec §2 "Manage Teams"). */
export function BulkAddTeamsForm({ organizerId }: { organizerId: string }) {
  const bulkAdd = useBulkAddTeamsMutation(organizerId);
  const { register, handleSubmit, reset, watch, formState } = useForm({ defaultValues: { names: '' } });
  const [message, setMessage] = useState<FormMessage>(null);
  const names = parseBulkTeamNames(watch('names'));

  const onSubmit = async (values: { names: string }) => {
    const toAdd = parseBulkTeamNames(values.names);
    if (toAdd.length === 0) return;
    setMessage(null);
    const { created, failed } = await bulkAdd.mutateAsync(toAdd);
    if (failed) {
      reset({ names: toAdd.slice(created).join('\n') });
      setMessage({ tone: 'error', text: `Added ${created} of ${toAdd.length} teams; the remaining names are still in the box. Please try again.` });
      return;
    }
    reset({ names: '' });
    setMessage({ tone: 'success', text: `Added ${plural(created, 'team')}.` });
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
