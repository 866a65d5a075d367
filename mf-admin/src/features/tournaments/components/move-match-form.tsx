import { useState, type FormEvent } from 'react';
import type { PlanMatch, PlanPitch, PlanSlot } from 'shared-domain/match-day';
import { Button, SelectField, TextField } from 'shared-ui';
import styles from './match-day-planner.module.css';

interface MoveMatchFormProps {
  match: PlanMatch;
  pitches: readonly PlanPitch[];
  busy: boolean;
  onMove: (slot: PlanSlot) => void;
}

/**
 * "Move" for one match (issue 25): a pitch select and a kick-off, by keyboard or touch; the slot is taken even
 * when it clashes, and the planner then explains the clash.
 */
export function MoveMatchForm({ match, pitches, busy, onMove }: MoveMatchFormProps) {
  const [pitchId, setPitchId] = useState(match.slot?.pitchId ?? pitches[0]?.id ?? '');
  const [time, setTime] = useState(match.slot?.time ?? '');
  const day = match.slot?.day ?? pitches.find((p) => p.id === pitchId)?.windows[0]?.day ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove({ pitchId, day, time });
  };
  return (
    <details className={styles.move}>
      <summary aria-label={`Move ${match.label ?? match.id}`}>Move</summary>
      <form className={styles.shift} onSubmit={submit} aria-label={`Move ${match.label ?? match.id}`}>
        <SelectField label="Pitch" value={pitchId} options={pitches.map((p) => ({ value: p.id, label: p.name }))} onChange={(event) => setPitchId(event.target.value)} />
        <TextField label="Kick-off" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          Move here
        </Button>
      </form>
    </details>
  );
}
