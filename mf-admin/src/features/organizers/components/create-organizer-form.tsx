import { useForm } from 'react-hook-form';
import { GatewayError } from 'shared-data';
import { MESSAGES, MIN_PASSWORD_LENGTH, validateOrganizerInput, type Organizer } from 'shared-domain';
import { Alert, Button, TextAreaField, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useCreateOrganizerMutation } from '../api/use-organizer-mutations';

interface Props {
  existingNames: readonly string[];
  onCreated: (organizer: Organizer) => void;
}

const EMPTY = { name: '', email: '', description: '', password: '' };

/**
 * Create form of spec §2 "Organizers management": name, email, description, password. The domain
 * rule names the first problem of the whole form, shown as one alert (spec texts).
 */
export function CreateOrganizerForm({ existingNames, onCreated }: Props) {
  const createOrganizer = useCreateOrganizerMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm({ defaultValues: EMPTY });

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
      <TextField label="Name" required {...register('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...register('email')} />
      <TextAreaField label="Description" {...register('description')} />
      <TextField label="Password" type="password" required autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`} {...register('password')} />
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <Button type="submit" loading={formState.isSubmitting} loadingText="Creating...">
        Create Organizer
      </Button>
    </form>
  );
}
