import { useState, type FormEvent } from 'react';
import {
  MAX_TEAM_COLORS,
  addTeamColor,
  normalizeTeamColors,
  normalizeTeamName,
  removeTeamColor,
  validateTeamName,
  type Team,
} from 'shared-domain';
import { Button, TextField } from 'shared-ui';
import { saveOutcomeMessage, type TeamEditor } from '../../../common/hooks/use-team-editor';
import { SaveMessage, type FormMessage } from '../../../common/components/save-message';

interface Draft {
  name: string;
  establishedDate: string;
  colors: string[];
}

const draftOf = (team: Team): Draft => ({
  name: team.name,
  establishedDate: team.establishedDate ?? '',
  colors: normalizeTeamColors(team.colors),
});

/** Name, established date and colours (1-2; the first defaults to blue, an added one to red). */
export function TeamInfoForm({ editor }: { editor: TeamEditor }) {
  const [draft, setDraft] = useState(() => draftOf(editor.team));
  const [nameError, setNameError] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  const [saving, setSaving] = useState(false);
  const [seenRevision, setSeenRevision] = useState(editor.revision);
  if (seenRevision !== editor.revision) {
    // Stored data replaced the team (a lost race): edit what is stored now.
    setSeenRevision(editor.revision);
    setDraft(draftOf(editor.team));
    setNameError(null);
  }

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setMessage(null);
  };
  const setColor = (index: number, value: string) => change({ colors: draft.colors.map((c, i) => (i === index ? value : c)) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateTeamName(draft.name);
    setNameError(invalid);
    if (invalid) return;
    setSaving(true);
    const outcome = await editor.save(() => ({
      name: normalizeTeamName(draft.name) ?? undefined,
      // null removes a cleared date (undefined fields would be ignored by the update, spec §5).
      establishedDate: draft.establishedDate.trim() === '' ? null : draft.establishedDate,
      colors: normalizeTeamColors(draft.colors),
    }));
    setSaving(false);
    if (outcome.status === 'saved' || outcome.status === 'conflict') setDraft(draftOf(outcome.team));
    setMessage(outcome.status === 'saved' ? { tone: 'success', text: 'Team details saved.' } : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Team details" noValidate>
      <TextField
        label="Team Name"
        name="team-name"
        required
        value={draft.name}
        error={nameError ?? undefined}
        onChange={(e) => change({ name: e.target.value })}
      />
      <TextField
        label="Established Date"
        name="established-date"
        type="date"
        value={draft.establishedDate}
        onChange={(e) => change({ establishedDate: e.target.value })}
      />
      <fieldset className="admin-colors">
        <legend>Colors</legend>
        {draft.colors.map((color, index) => (
          <div key={index} className="admin-color">
            <label className="admin-color">
              <span>{index === 0 ? 'Primary color' : 'Secondary color'}</span>
              <input type="color" value={color.toLowerCase()} onChange={(e) => setColor(index, e.target.value.toUpperCase())} />
            </label>
            <span className="admin-muted admin-hex" aria-hidden="true">
              {color.toUpperCase()}
            </span>
            {index > 0 && (
              <Button type="button" size="sm" variant="ghost" onClick={() => change({ colors: removeTeamColor(draft.colors, index) })}>
                Remove Secondary Color
              </Button>
            )}
          </div>
        ))}
        {draft.colors.length < MAX_TEAM_COLORS && (
          <Button type="button" size="sm" variant="secondary" onClick={() => change({ colors: addTeamColor(draft.colors) })}>
            Add Color
          </Button>
        )}
      </fieldset>
      <SaveMessage message={message} />
      <div className="admin-actions">
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save Details
        </Button>
      </div>
    </form>
  );
}
