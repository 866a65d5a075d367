import { useForm } from 'react-hook-form';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { safeExternalUrl, validateExternalUrl, type Match, type MatchPatch, type MatchSide } from 'shared-domain';
import { Alert, Button, Card, TextAreaField, TextField } from 'shared-ui';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import stack from '../../../../common/stack.module.css';
import { ContentPreview } from '../../../../common/content-preview';

interface ContentValues {
  preview: string;
  report: string;
  videoUrl: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** Only the changed fields; emptied ones are removed (null). */
function changedContent(match: Match, values: ContentValues): MatchPatch {
  const fields: MatchPatch = {};
  if (values.preview !== (match.preview ?? '')) fields.preview = blankToNull(values.preview);
  if (values.report !== (match.report ?? '')) fields.report = blankToNull(values.report);
  if (values.videoUrl.trim() !== (match.videoUrl ?? '')) fields.videoUrl = values.videoUrl.trim() === '' ? null : safeExternalUrl(values.videoUrl);
  return fields;
}

/**
 * Content (spec §2, §3): preview, report and video link, and how readers see them. What is typed and not
 * saved is kept as a draft; saved with a version check, merged with an edit made elsewhere meanwhile (issue 22).
 */
export function ContentTab({ match, name }: { match: Match; name: (side: MatchSide) => string }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id, name);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const form = useForm<ContentValues>({
    defaultValues: { preview: match.preview ?? '', report: match.report ?? '', videoUrl: match.videoUrl ?? '' },
    // The link error shows until the next save; editing the link clears it.
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, clearErrors, formState } = form;
  const draft = useFormDraft(form, { form: 'match-content', itemId: match.id });
  const onSubmit = (values: ContentValues) =>
    save.mutate({ change: () => changedContent(match, values), successText: 'Content saved.', onSaved: draft.clear });
  return (
    <div className={stack.stack}>
      <Card title="Edit content" headingLevel={2}>
        <form className={stack.stack} aria-label="Match content" onSubmit={handleSubmit(onSubmit)}>
          {draft.restored && (
            <Alert tone="info" onDismiss={draft.dismiss}>
              {DRAFT_RESTORED_TEXT}
            </Alert>
          )}
          <TextAreaField label="Preview" rows={3} {...register('preview')} />
          <TextAreaField label="Report" rows={6} {...register('report')} />
          <TextField
            label="Video URL"
            type="url"
            placeholder="https://"
            error={formState.errors.videoUrl?.message}
            {...register('videoUrl', { validate: (value) => validateExternalUrl(value) ?? true, onChange: () => clearErrors('videoUrl') })}
          />
          <div>
            <Button type="submit" loading={saving}>
              Save Content
            </Button>
          </div>
        </form>
      </Card>
      <ContentPreview match={match} />
    </div>
  );
}
