import { useState } from 'react';
import { Link } from 'react-router-dom';
import { customMatchStatsButton, matchDateChange, type CustomPlayoffMatch, type CustomPlayoffMatchChange } from 'shared-domain';
import { Button } from 'shared-ui';
import { CheckOption } from './check-option';
import { DateInput } from './date-input';
import styles from './match-row.module.css';
import { TeamSelect } from './team-select';
import { TimeSelect } from './time-select';

interface CustomMatchRowProps {
  label: string;
  match: CustomPlayoffMatch;
  teams: readonly { id: string; name: string }[];
  /** The match item's page, once the game is kept as a match; null before. */
  statsHref: string | null;
  busy: boolean;
  onChange: (change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
}

/** A custom playoff game: its teams, date and time, elimination flag and Stats (spec §2, §5). */
export function CustomMatchRow({ label, match, teams, statsHref, busy, onChange, onInvalid }: CustomMatchRowProps) {
  const [date, setDate] = useState<string | null>(null);
  const stats = customMatchStatsButton(match);
  const options = teams.map((t) => ({ value: t.id, label: t.name }));
  const commitDate = () => {
    if (date === null) return;
    const change = matchDateChange(date, match.time);
    if (!change.ok) return onInvalid(change.error);
    setDate(null);
    const dateISO = change.fields.dateISO ?? '';
    if (dateISO !== (match.dateISO ?? '')) onChange({ dateISO, time: dateISO ? change.fields.time : match.time });
  };
  const teamSelect = (side: 'homeTeamId' | 'awayTeamId') => (
    <TeamSelect
      label={side === 'homeTeamId' ? 'Home team' : 'Away team'}
      placeholder="Select team"
      value={match[side]}
      options={options}
      disabled={busy}
      onChange={(teamId) => onChange({ [side]: teamId })}
    />
  );
  return (
    <li>
      <div className={styles.match} role="group" aria-label={label}>
        <div className={styles.teams}>
          {teamSelect('homeTeamId')}
          <span className={styles.dash} aria-hidden="true">
            vs
          </span>
          {teamSelect('awayTeamId')}
        </div>
        <div className={styles.when}>
          <DateInput value={date ?? match.dateISO ?? ''} disabled={busy} onDraft={setDate} onCommit={commitDate} />
          <TimeSelect value={match.time ?? ''} disabled={busy} onChange={(time) => onChange({ time })} />
        </div>
        <div className={styles.meta}>
          <CheckOption label="Elimination" checked={match.isElimination} disabled={busy} onChange={(e) => onChange({ isElimination: e.target.checked })} />
          {statsHref && !stats.disabled ? (
            <Link className={styles.stats} to={statsHref}>
              Stats
            </Link>
          ) : (
            <Button size="sm" variant="ghost" disabled title={stats.title ?? 'This game is not saved yet'}>
              Stats
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
