import { useId, useState, type FormEvent } from 'react';
import type { Referee } from 'shared-domain';
import type { PlanConflict, PlanMatch, PlanPitch, PlanSlot } from 'shared-domain/match-day';
import { Button, SelectField, TextField } from 'shared-ui';
import type { ScorekeeperLinkTarget } from '../hooks/use-scorekeeper-links';
import styles from './match-day-planner.module.css';
import { MoveMatchForm } from './move-match-form';
import { RefereeSelect } from './referee-select';

interface PitchScheduleProps {
  pitch: PlanPitch;
  /** Every pitch, for Move. */
  pitches: readonly PlanPitch[];
  /** This pitch's matches in kick-off order. */
  matches: readonly PlanMatch[];
  conflictsOf: (matchId: string) => readonly PlanConflict[];
  /** Whether its matches fall on more than one day (each kick-off then says its day). */
  manyDays: boolean;
  busy: boolean;
  onPostpone: (match: PlanMatch) => void;
  onMove: (match: PlanMatch, slot: PlanSlot) => void;
  onShift: (from: { day: string; time: string }, minutes: number) => void;
  /** "Create scorekeeper link" for one match, or for the pitch on the chosen day (issue 25). */
  onCreateLink: (target: ScorekeeperLinkTarget) => void;
  /** "Print schedule": this pitch's matches on a page of their own. */
  onPrint: () => void;
  /** The organizer's referees, one selectable per match (none: no select). */
  referees?: readonly Referee[];
  onReferee?: (match: PlanMatch, referee: Referee | undefined) => void;
}

/**
 * One pitch's matches, in kick-off order, each with its conflicts explained, "Postpone" (to the next free
 * slot) and "Move" (to a pitch and kick-off), and "Shift matches from … by … minutes" for the pitch (issue 25). A list, so it reads on a phone.
 */
export function PitchSchedule({ pitch, pitches, matches, conflictsOf, manyDays, busy, onPostpone, onMove, onShift, onCreateLink, onPrint, referees = [], onReferee }: PitchScheduleProps) {
  const headingId = useId();
  const days = [...new Set(pitch.windows.map((w) => w.day))].sort();
  const [day, setDay] = useState(days[0] ?? '');
  const [from, setFrom] = useState('14:00');
  const [minutes, setMinutes] = useState('30');
  const shift = (event: FormEvent) => {
    event.preventDefault();
    onShift({ day, time: from }, Number(minutes));
  };

  return (
    <section className={styles.pitch} aria-labelledby={headingId}>
      <div className={styles.pitchHeading}>
        <h3 id={headingId}>{pitch.name}</h3>
        <Button variant="secondary" size="sm" aria-label={`Print the schedule of ${pitch.name}`} disabled={matches.length === 0} onClick={onPrint}>
          Print schedule
        </Button>
      </div>
      {matches.length === 0 ? (
        <p className={styles.muted}>No matches on this pitch yet.</p>
      ) : (
        <ol className={styles.matches}>
          {matches.map((match) => {
            const conflicts = conflictsOf(match.id);
            return (
              <li key={match.id} className={styles.match} data-conflict={conflicts.length > 0 || undefined}>
                <span className={styles.kickoff}>{manyDays ? `${match.slot!.day} ${match.slot!.time}` : match.slot!.time}</span>
                <span className={styles.label}>{match.label}</span>
                <Button variant="secondary" size="sm" disabled={busy} aria-label={`Postpone ${match.label} to the next free slot`} onClick={() => onPostpone(match)}>
                  Postpone
                </Button>
                <MoveMatchForm match={match} pitches={pitches} busy={busy} onMove={(slot) => onMove(match, slot)} />
                {onReferee && referees.length > 0 && <RefereeSelect match={match} referees={referees} busy={busy} onChange={(referee) => onReferee(match, referee)} />}
                <Button variant="secondary" size="sm" aria-label={`Create scorekeeper link for ${match.label ?? match.id}`} onClick={() => onCreateLink({ matchId: match.id })}>
                  Scorekeeper link
                </Button>
                {conflicts.length > 0 && (
                  <ul className={styles.conflicts}>
                    {conflicts.map((conflict) => (
                      <li key={conflict.message}>⚠ {conflict.message}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <form className={styles.shift} onSubmit={shift} aria-label={`Shift matches on ${pitch.name}`}>
        {days.length > 1 && <SelectField label="Day" value={day} options={days.map((d) => ({ value: d, label: d }))} onChange={(event) => setDay(event.target.value)} />}
        <TextField label="Shift matches from" type="time" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="By minutes" type="number" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          Shift
        </Button>
      </form>
      {day !== '' && (
        <Button variant="secondary" size="sm" onClick={() => onCreateLink({ pitchId: pitch.id, dateISO: day })}>
          Create scorekeeper link for {pitch.name}
        </Button>
      )}
    </section>
  );
}
