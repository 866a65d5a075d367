import { useState, type FormEvent } from 'react';
import type { Referee } from 'shared-domain';
import { Button, SelectField } from 'shared-ui';
import type { ScorekeeperLinkTarget } from '../hooks/use-scorekeeper-links';
import styles from './match-day-planner.module.css';

interface RefereeLinkFormProps {
  referees: readonly Referee[];
  /** The match days (the pitches' windows' days), earliest first. */
  days: readonly string[];
  onCreateLink: (target: ScorekeeperLinkTarget) => void;
}

/** "Create scorekeeper link" for a referee on a day (issue 25): the score screen of every match they referee then. */
export function RefereeLinkForm({ referees, days, onCreateLink }: RefereeLinkFormProps) {
  const [refereeId, setRefereeId] = useState(referees[0]?.id ?? '');
  const [day, setDay] = useState(days[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreateLink({ refereeId, dateISO: day });
  };
  if (referees.length === 0 || days.length === 0) return null;
  return (
    <form className={styles.shift} onSubmit={submit} aria-label="Scorekeeper link for a referee">
      <SelectField label="Referee" value={refereeId} options={referees.map((r) => ({ value: r.id, label: r.name }))} onChange={(event) => setRefereeId(event.target.value)} />
      {days.length > 1 && <SelectField label="Day" value={day} options={days.map((d) => ({ value: d, label: d }))} onChange={(event) => setDay(event.target.value)} />}
      <Button type="submit" variant="secondary" size="sm">
        Create scorekeeper link for referee
      </Button>
    </form>
  );
}
