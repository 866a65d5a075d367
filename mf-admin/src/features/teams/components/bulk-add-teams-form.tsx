import { useState, type FormEvent } from 'react';
import { teamsRepository } from 'shared-data';
import { defaultTeamColors, parseBulkTeamNames } from 'shared-domain';
import { Alert, Button, TextAreaField } from 'shared-ui';

/** Bulk add: one team name per line, blank lines ignored (spec §2 "Manage Teams"). */
export function BulkAddTeamsForm({ organizerId, onCreated }: { organizerId: string; onCreated: () => void }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const names = parseBulkTeamNames(text);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (names.length === 0) return;
    setSaving(true);
    setMessage(null);
    let created = 0;
    try {
      // One at a time so a failure reports exactly which names were saved.
      for (const name of names) {
        await teamsRepository.create({ name, colors: defaultTeamColors() }, organizerId);
        created += 1;
      }
      setText('');
      setMessage({ tone: 'success', text: `Added ${created} team${created === 1 ? '' : 's'}.` });
    } catch (failure) {
      console.error('Bulk add failed', failure);
      setText(names.slice(created).join('\n'));
      setMessage({
        tone: 'error',
        text: `Added ${created} of ${names.length} teams; the remaining names are still in the box. Please try again.`,
      });
    } finally {
      setSaving(false);
      if (created > 0) onCreated();
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Bulk add teams">
      <TextAreaField
        label="Team names (one per line)"
        name="bulk-team-names"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={names.length === 0} loading={saving} loadingText="Adding...">
        {names.length > 0 ? `Add ${names.length} Team${names.length === 1 ? '' : 's'}` : 'Add Teams'}
      </Button>
    </form>
  );
}
