import { useState, type FormEvent } from 'react';
import { Button, SelectField } from 'shared-ui';
import styles from './match-day-planner.module.css';

/** "Print a team's schedule" (issue 25): choose the team, then print its matches on every pitch. */
export function PrintTeamScheduleForm({ teams, onPrint }: { teams: readonly { id: string; name: string }[]; onPrint: (teamId: string) => void }) {
  const [teamId, setTeamId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (teamId !== '') onPrint(teamId);
  };
  return (
    <form className={styles.shift} onSubmit={submit} aria-label="Print a team's schedule">
      <SelectField label="Team" value={teamId} options={[{ value: '', label: 'Choose a team' }, ...teams.map((team) => ({ value: team.id, label: team.name }))]} onChange={(event) => setTeamId(event.target.value)} />
      <Button type="submit" variant="secondary" size="sm" disabled={teamId === ''}>
        Print team schedule
      </Button>
    </form>
  );
}
