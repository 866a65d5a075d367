import { useState, type FormEvent } from 'react';
import type { Tournament } from 'shared-domain';
import { venueSetupDraft, venueSetupFields, type VenueSetupDraft } from 'shared-domain/match-day';
import { Alert, Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useTournamentSaveMutation } from '../api/use-tournament-save-mutation';
import styles from './match-day-planner.module.css';

const FIELDS: readonly { name: keyof VenueSetupDraft; label: string; type: 'text' | 'number' | 'date' | 'time' }[] = [
  { name: 'venueName', label: 'Venue', type: 'text' },
  { name: 'pitchCount', label: 'Pitches', type: 'number' },
  { name: 'day', label: 'Day', type: 'date' },
  { name: 'from', label: 'Open from', type: 'time' },
  { name: 'to', label: 'Open until', type: 'time' },
  { name: 'matchMinutes', label: 'Match length (minutes)', type: 'number' },
  { name: 'breakMinutes', label: 'Break between matches (minutes)', type: 'number' },
  { name: 'minRestMinutes', label: 'Minimum rest for a team (minutes)', type: 'number' },
];

/**
 * The venue, its pitches ("Pitch 1…n", open the same hours of one day) and the planner's rules (issue 25),
 * saved on the tournament with the version check. Every reason a value cannot be saved is listed and nothing
 * is saved.
 */
export function MatchDaySetupForm({ tournament }: { tournament: Tournament }) {
  const [draft, setDraft] = useState(() => venueSetupDraft(tournament));
  const [errors, setErrors] = useState<string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const save = useTournamentSaveMutation(tournament.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const fields = venueSetupFields(draft, tournament);
    setErrors(fields.ok ? [] : fields.errors);
    if (!fields.ok) return;
    try {
      const outcome = await save.mutateAsync({ fields: fields.fields });
      setNote(outcome === 'saved' ? 'Pitches and times saved.' : 'This tournament was changed elsewhere; the latest version is shown.');
    } catch {
      setNote('The pitches and times could not be saved. Please try again.');
    }
  };

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} aria-label="Pitches and times">
      <div className={styles.setupGrid}>
        {FIELDS.map(({ name, label, type }) => (
          <TextField key={name} label={label} type={type} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
        ))}
      </div>
      {errors.length > 0 && (
        <Alert tone="error" title="Nothing was saved:">
          <ul className={styles.messages}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={layout.actions}>
        <Button type="submit" disabled={save.isPending}>
          Save pitches and times
        </Button>
        {note && <span role="status">{note}</span>}
      </div>
    </form>
  );
}
