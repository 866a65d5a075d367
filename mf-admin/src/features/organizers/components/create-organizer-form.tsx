import { useState, type FormEvent } from 'react';
import { GatewayError, organizersRepository } from 'shared-data';
import { MESSAGES, validateOrganizerInput, type Organizer } from 'shared-domain';
import { Alert, Button, TextAreaField, TextField } from 'shared-ui';

interface Props {
  existingNames: readonly string[];
  onCreated: (organizer: Organizer) => void;
}

/** Create form of spec §2 "Organizers management": name, email, description, password. */
export function CreateOrganizerForm({ existingNames, onCreated }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name: name.trim(), email: email.trim(), description: description.trim(), password };
    const invalid = validateOrganizerInput(input, existingNames);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const organizer = await organizersRepository.create(input);
      setName('');
      setEmail('');
      setDescription('');
      setPassword('');
      onCreated(organizer);
    } catch (failure) {
      // The gateway re-checks every rule; its 400 carries the spec's text (e.g. a name taken meanwhile).
      setError(failure instanceof GatewayError && failure.status === 400 ? failure.message : MESSAGES.organizerCreateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Create organizer">
      <TextField label="Name" name="name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 6 characters"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={saving} loadingText="Creating...">
        Create Organizer
      </Button>
    </form>
  );
}
