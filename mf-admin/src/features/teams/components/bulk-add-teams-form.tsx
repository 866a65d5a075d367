import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bulkTeamNamesError, parseBulkTeamNames, skippedTeamsText } from 'shared-domain';
import { Alert, Button, TextAreaField } from 'shared-ui';
import type { FormMessage } from '../../../common/components/save-message';
import layout from '../../../common/styles/layout.module.css';
import { useBulkAddTeamsMutation } from '../api/use-create-teams-mutation';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Bulk add: one team name per line, blank lines ignored (spec §2 "Manage Teams"); a name over 100 characters is refused with its line. */
export function BulkAddTeamsForm({ organizerId }: { organizerId: string }) {
  const bulkAdd = useBulkAddTeamsMutation(organizerId);
  const { register, handleSubmit, reset, watch, formState } = useForm({ defaultValues: { names: '' } });
  const [message, setMessage] = useState<FormMessage>(null);
  const names = parseBulkTeamNames(watch('names'));

  const onSubmit = async (values: { names: string }) => {
    const toAdd = parseBulkTeamNames(values.names);
    if (toAdd.length === 0) return;
    setMessage(null);
    const { toAdd: added, created, skipped, failed } = await bulkAdd.mutateAsync(toAdd);
    const skippedText = skippedTeamsText(skipped);
    if (failed) {
      reset({ names: added.slice(created).join('\n') });
      setMessage({ tone: 'error', text: `Added ${created} of ${added.length} teams; the remaining names are still in the box. Please try again.` });
      return;
    }
    reset({ names: '' });
    const addedText = created > 0 || !skippedText ? `Added ${plural(created, 'team')}.` : '';
    setMessage({ tone: 'success', text: [addedText, skippedText].filter(Boolean).join(' ') });
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Bulk add teams">
      <TextAreaField
        label="Team names (one per line)"
        rows={5}
        error={formState.errors.names?.message}
        {...register('names', { validate: (text) => bulkTeamNamesError(text) ?? true })}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={names.length === 0} loading={formState.isSubmitting} loadingText="Adding...">
        {names.length > 0 ? `Add ${plural(names.length, 'Team')}` : 'Add Teams'}
      </Button>
    </form>
  );
}
