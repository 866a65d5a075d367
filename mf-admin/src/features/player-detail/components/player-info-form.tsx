import { useState, type FormEvent } from 'react';
import { playerChanges, playerDraft, playerPositionOptions, updatePlayerInList, type Player, type PlayerDraft } from 'shared-domain';
import { Button, SelectField, TextField } from 'shared-ui';
import { saveOutcomeMessage, type TeamEditor } from '../../../common/hooks/use-team-editor';
import { SaveMessage, type FormMessage } from '../../../common/components/save-message';

/** First and last name, number (empty = unset), position and date of birth of one player. */
export function PlayerInfoForm({ editor, player }: { editor: TeamEditor; player: Player }) {
  const [draft, setDraft] = useState<PlayerDraft>(() => playerDraft(player));
  const [message, setMessage] = useState<FormMessage>(null);
  const [saving, setSaving] = useState(false);
  const [seenRevision, setSeenRevision] = useState(editor.revision);
  if (seenRevision !== editor.revision) {
    // Stored data replaced the team (a lost race): edit what is stored now.
    setSeenRevision(editor.revision);
    setDraft(playerDraft(player));
  }

  const change = (patch: Partial<PlayerDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setMessage(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    const changes = playerChanges(draft);
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, changes) }));
    setSaving(false);
    if (outcome.status === 'saved' || outcome.status === 'conflict') {
      const stored = outcome.team.players.find((p) => p.id === player.id);
      if (stored) setDraft(playerDraft(stored));
    }
    setMessage(outcome.status === 'saved' ? { tone: 'success', text: 'Player details saved.' } : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Player details" noValidate>
      <div className="admin-grid-2 admin-grid-2--tight">
        <TextField label="First Name" name="first-name" value={draft.firstName} onChange={(e) => change({ firstName: e.target.value })} />
        <TextField label="Last Name" name="last-name" value={draft.lastName} onChange={(e) => change({ lastName: e.target.value })} />
        <TextField
          label="Number"
          name="number"
          inputMode="numeric"
          hint="Leave empty for no number."
          value={draft.number}
          onChange={(e) => change({ number: e.target.value })}
        />
        <SelectField
          label="Position"
          name="position"
          value={draft.position}
          options={playerPositionOptions(player.position).map((p) => ({ value: p, label: p }))}
          onChange={(e) => change({ position: e.target.value })}
        />
        <TextField
          label="Date of Birth"
          name="date-of-birth"
          type="date"
          value={draft.dateOfBirth}
          onChange={(e) => change({ dateOfBirth: e.target.value })}
        />
      </div>
      <SaveMessage message={message} />
      <div className="admin-actions">
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save Player
        </Button>
      </div>
    </form>
  );
}
