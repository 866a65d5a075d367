import { useState, type FormEvent } from 'react';
import { teamsRepository } from 'shared-data';
import { MAX_TEAM_COLORS, addTeamColor, defaultTeamColors, removeTeamColor, validateTeamName } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';

/** Create one team: a name and one or two colours (spec §2 "Manage Teams", §5, §9). */
export function CreateTeamForm({ organizerId, onCreated }: { organizerId: string; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [colors, setColors] = useState<string[]>(defaultTeamColors);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateTeamName(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await teamsRepository.create({ name, colors }, organizerId);
      setName('');
      setColors(defaultTeamColors());
      onCreated();
    } catch (failure) {
      console.error('Creating a team failed', failure);
      setError('The team could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const setColor = (index: number, value: string) => setColors((all) => all.map((c, i) => (i === index ? value : c)));

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Create team">
      <TextField label="Team Name" name="team-name" required value={name} onChange={(e) => setName(e.target.value)} />
      <fieldset className="admin-colors">
        <legend>Colors</legend>
        {colors.map((color, index) => (
          <label key={index} className="admin-color">
            <span>{index === 0 ? 'Primary color' : 'Secondary color'}</span>
            <input type="color" value={color} onChange={(e) => setColor(index, e.target.value)} />
            {index > 0 && (
              <Button type="button" size="sm" variant="ghost" onClick={() => setColors((all) => removeTeamColor(all, index))}>
                Remove
              </Button>
            )}
          </label>
        ))}
        {colors.length < MAX_TEAM_COLORS && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setColors(addTeamColor)}
          >
            Add Color
          </Button>
        )}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={saving} loadingText="Creating...">
        Create Team
      </Button>
    </form>
  );
}
