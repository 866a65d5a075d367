import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bulkTeamNamesError, parseBulkTeamNames } from 'shared-domain';
import { skippedTeamsText } from 'shared-domain/squad-editing';
import { Alert, Button, TextAreaField } from 'shared-ui';
import type { CountUnit } from '../../../common/components/count-texts';
import { ProgressCount } from '../../../common/components/progress-count';
import type { FormMessage } from '../../../common/components/save-message';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import layout from '../../../common/styles/layout.module.css';
import { useBulkAddTeamsMutation } from '../api/use-create-teams-mutation';
import { useRunningBulkAdd } from '../atoms/running-bulk-add-atom';

const TEAM_UNIT: CountUnit = { one: 'team', many: 'teams' };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Bulk add: one team name per line, blank lines ignored (spec §2 "Manage Teams"); a name over 100
 * characters is refused with its line. While the teams are saved a bar counts them ("12 of 40 teams").
 * The names stay in the tab's form draft until they are all saved, so after a reload part-way the box
 * holds them again and adding them once more saves the rest (the saved ones are skipped as existing).
 */
export function BulkAddTeamsForm({ organizerId }: { organizerId: string }) {
  const bulkAdd = useBulkAddTeamsMutation(organizerId);
  const progress = useRunningBulkAdd(organizerId);
  const form = useForm({ defaultValues: { names: '' } });
  const { register, handleSubmit, reset, setValue, watch, formState } = form;
  const draft = useFormDraft(form, { form: 'bulk-add-teams', itemId: organizerId });
  const [message, setMessage] = useState<FormMessage>(null);
  const names = parseBulkTeamNames(watch('names'));

  const onSubmit = async (values: { names: string }) => {
    const toAdd = parseBulkTeamNames(values.names);
    if (toAdd.length === 0) return;
    setMessage(null);
    draft.dismiss();
    const { toAdd: added, created, existing, repeated, failed } = await bulkAdd.mutateAsync(toAdd);
    const skippedText = skippedTeamsText(existing, repeated);
    if (failed) {
      // Left as unsaved input (not the form's new start), so the draft keeps the rest over a reload.
      setValue('names', added.slice(created).join('\n'), { shouldDirty: true });
      setMessage({ tone: 'error', text: `Added ${created} of ${added.length} teams; the remaining names are still in the box. Please try again.` });
      return;
    }
    reset({ names: '' });
    const addedText = created > 0 || !skippedText ? `Added ${plural(created, 'team')}.` : '';
    setMessage({ tone: 'success', text: [addedText, skippedText].filter(Boolean).join(' ') });
  };

  const running = progress !== undefined;
  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Bulk add teams">
      <TextAreaField
        label="Team names (one per line)"
        rows={5}
        error={formState.errors.names?.message}
        {...register('names', { validate: (text) => bulkTeamNamesError(text) ?? true })}
      />
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      {progress && <ProgressCount label="Adding teams" done={progress.done} total={progress.total} unit={TEAM_UNIT} />}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={names.length === 0} loading={formState.isSubmitting || running} loadingText="Adding...">
        {names.length > 0 ? `Add ${plural(names.length, 'Team')}` : 'Add Teams'}
      </Button>
    </form>
  );
}
