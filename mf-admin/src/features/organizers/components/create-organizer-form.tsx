import { useForm } from 'react-hook-form';
import { GatewayError } from 'shared-data';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  characterCount,
  validateOrganizerInput,
  validateTextLength,
  type Organizer,
} from 'shared-domain';
import { Alert, Button, TextAreaField, TextField } from 'shared-ui';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import layout from '../../../common/styles/layout.module.css';
import { useCreateOrganizerMutation } from '../api/use-organizer-mutations';

interface Props {
  existingNames: readonly string[];
  onCreated: (organizer: Organizer) => void;
}

const EMPTY = { name: '', email: '', description: '', password: '' };

/** Name and description lengths: refused next to their field, with a counter near the limit. */
const LIMITED = { name: { label: 'Name', max: MAX_NAME_LENGTH }, description: { label: 'Description', max: MAX_DESCRIPTION_LENGTH } } as const;

/**
 * Create form of spec §2 "Organizers management": name, email, description, password. Over-long
 * names and descriptions are refused next to their field; otherwise the domain rule names the first
 * problem of the whole form, shown as one alert (spec texts).
 */
export function CreateOrganizerForm({ existingNames, onCreated }: Props) {
  const createOrganizer = useCreateOrganizerMutation();
  const form = useForm({ defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  // The password is never kept in storage: after a restore it is typed again.
  const draft = useFormDraft(form, { form: 'create-organizer', omit: ['password'] });
  const limited = (field: keyof typeof LIMITED) => ({
    error: formState.errors[field]?.message,
    counter: characterCount(watch(field), LIMITED[field].max),
    ...register(field, { validate: (text) => validateTextLength(LIMITED[field].label, text, LIMITED[field].max) ?? true }),
  });

  const onSubmit = async (values: typeof EMPTY) => {
    const input = { name: values.name.trim(), email: values.email.trim(), description: values.description.trim(), password: values.password };
    const invalid = validateOrganizerInput(input, existingNames);
    if (invalid) {
      setError('root', { message: invalid });
      return;
    }
    try {
      const organizer = await createOrganizer.mutateAsync(input);
      reset(EMPTY);
      onCreated(organizer);
    } catch (failure) {
      // The gateway re-checks every rule; its 400 carries the spec's text (e.g. a name taken meanwhile).
      setError('root', { message: failure instanceof GatewayError && failure.status === 400 ? failure.message : MESSAGES.organizerCreateFailed });
    }
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Create organizer">
      <TextField label="Name" required {...limited('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...register('email')} />
      <TextAreaField label="Description" {...limited('description')} />
      <TextField label="Password" type="password" required autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`} {...register('password')} />
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <Button type="submit" loading={formState.isSubmitting} loadingText="Creating...">
        Create Organizer
      </Button>
    </form>
  );
}
