import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { matchesRepository } from 'shared-data';
import {
  datePickerYearRange,
  isGoalSet,
  matchDateChange,
  matchStatusForDisplay,
  scoreChange,
  validateMatchTeams,
  type Match,
} from 'shared-domain';
import { Badge, Button, VisuallyHidden } from 'shared-ui';
import { TimeSelect } from './time-select';

/** What an edit writes: null clears a stored field (undefined would be ignored). */
type MatchFields = { [K in keyof Match]?: Match[K] | null };

/** Every field a row edits; each edit saves only its own field(s) of this one match. */
type Field = 'homeGoals' | 'awayGoals' | 'dateISO' | 'time' | 'homeTeamId' | 'awayTeamId';

type RowStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed' }
  | { state: 'invalid'; message: string };

/** The fixed side of a playoff match (a team, a placeholder or BYE) instead of a team select. */
export interface FixedSides {
  home: ReactNode;
  away: ReactNode;
  /** Both teams known: scores may be entered. */
  playable: boolean;
}

export interface MatchRowProps {
  match: Match;
  /** The tournament's teams, for the team selects and their validation. */
  teams: readonly { id: string; name: string }[];
  /** Name of a team id (or a readable placeholder). */
  nameOf: (teamId: string) => string;
  onSaved: (match: Match) => void;
  /** Playoff rows show their sides instead of team selects. */
  fixedSides?: FixedSides;
  /** Row name for assistive technology, e.g. "Alpha vs Beta". */
  label?: string;
  /** For the date picker's year range and the derived status (passed in so tests can fix them). */
  now?: number;
}

const FAILED_TEXT = 'Not saved: your entry is kept. Check your connection and try again.';
/** A date typed or picked is saved once the input rests this long (or at once when it loses focus). */
const DATE_SETTLE_MS = 600;
/** How long "Saved" stays after a save. */
const SAVED_VISIBLE_MS = 6000;

const goalsText = (goals: number | null | undefined) => (isGoalSet(goals) ? String(goals) : '');

function storedText(match: Match, field: Field): string {
  switch (field) {
    case 'homeGoals':
      return goalsText(match.homeGoals);
    case 'awayGoals':
      return goalsText(match.awayGoals);
    default:
      return match[field] ?? '';
  }
}

/**
 * One fixture (spec §2): team selects, score inputs, date and time, the derived status and a Stats link.
 * Every edit saves one match with one UpdateItem of just the edited field(s), on change (selects) or
 * when the input is left (scores, date); the row says Saving / Saved / Not saved. A failed save keeps
 * what the user typed so nothing is lost; bad input shows why and saves nothing.
 */
export function MatchRow({ match, teams, nameOf, onSaved, fixedSides, label, now = Date.now() }: MatchRowProps) {
  const [drafts, setDrafts] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<RowStatus>({ state: 'idle' });
  const dateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(0);
  const latest = useRef({ match, drafts });
  latest.current = { match, drafts };
  const ids = useId();
  const currentYear = new Date(now).getFullYear();
  const { fromYear, toYear } = datePickerYearRange(currentYear);

  useEffect(() => () => clearTimeout(dateTimer.current ?? undefined), []);
  // "Saved" is a confirmation, not a state: it fades after a while; failures stay until fixed.
  useEffect(() => {
    if (status.state !== 'saved') return;
    const timer = setTimeout(() => setStatus((s) => (s.state === 'saved' ? { state: 'idle' } : s)), SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const value = (field: Field) => drafts[field] ?? storedText(match, field);
  const dropDraft = (field: Field, text: string) =>
    setDrafts((d) => {
      if (d[field] !== text) return d;
      const { [field]: _dropped, ...rest } = d;
      return rest;
    });

  const save = async (fields: MatchFields, field: Field, text: string) => {
    // Several fields may be saving at once (home goals, then away goals): "Saved" only when all are.
    pending.current += 1;
    setStatus({ state: 'saving' });
    let failed = false;
    try {
      const saved = await matchesRepository.update(match.tournamentId, match.id, fields as Partial<Match>);
      onSaved(saved);
      dropDraft(field, text);
    } catch (failure) {
      console.error('Saving a match failed', failure);
      failed = true;
    }
    pending.current -= 1;
    if (failed) setStatus({ state: 'failed' });
    else if (pending.current === 0) setStatus((s) => (s.state === 'failed' ? s : { state: 'saved' }));
  };

  /** Saves a field from its draft (or the given text) if it differs from what is stored. */
  const commit = async (field: Field, given?: string) => {
    const { match: current, drafts: currentDrafts } = latest.current;
    const text = given ?? currentDrafts[field];
    if (text === undefined) return;
    let fields: MatchFields;
    switch (field) {
      case 'homeGoals':
      case 'awayGoals': {
        fields = scoreChange(field === 'homeGoals' ? 'home' : 'away', text);
        const next = Object.values(fields)[0] as number | null;
        if (next === (current[field] ?? null)) {
          // Nothing to save (e.g. "abc" on an empty score): show the stored value again.
          dropDraft(field, text);
          return;
        }
        break;
      }
      case 'dateISO': {
        const change = matchDateChange(text, currentDrafts.time ?? current.time, currentYear);
        if (!change.ok) {
          setStatus({ state: 'invalid', message: change.error });
          return;
        }
        if ((change.fields.dateISO ?? '') === (current.dateISO ?? '') && (change.fields.time ?? current.time) === current.time) {
          dropDraft(field, text);
          return;
        }
        fields = change.fields;
        break;
      }
      case 'time':
        fields = { time: text === '' ? null : text };
        break;
      case 'homeTeamId':
      case 'awayTeamId': {
        const home = field === 'homeTeamId' ? text : current.homeTeamId;
        const away = field === 'awayTeamId' ? text : current.awayTeamId;
        const invalid = validateMatchTeams(home, away, teams.map((t) => t.id));
        if (invalid) {
          // Bad input changes nothing: the select shows the stored team again.
          dropDraft(field, text);
          setStatus({ state: 'invalid', message: invalid });
          return;
        }
        fields = { [field]: text };
        break;
      }
    }
    if (given !== undefined) setDrafts((d) => ({ ...d, [field]: text }));
    await save(fields, field, text);
  };

  const retry = () => {
    for (const field of Object.keys(latest.current.drafts) as Field[]) void commit(field);
  };

  const onEnter = (field: Field) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(field);
    }
  };

  const onDateChange = (text: string) => {
    setDrafts((d) => ({ ...d, dateISO: text }));
    if (status.state === 'invalid') setStatus({ state: 'idle' });
    clearTimeout(dateTimer.current ?? undefined);
    // Typing a year passes through values like 0002-…; only a date inside the picker's years is saved early.
    const year = Number(text.slice(0, 4));
    if (text !== '' && (year < fromYear || year > toYear)) return;
    dateTimer.current = setTimeout(() => void commit('dateISO'), DATE_SETTLE_MS);
  };

  const homeName = nameOf(value('homeTeamId'));
  const awayName = nameOf(value('awayTeamId'));
  const scoresDisabled = fixedSides !== undefined && !fixedSides.playable;
  const displayStatus = matchStatusForDisplay(match, now);
  const teamOptions = (selected: string) => {
    const options = teams.map((t) => ({ value: t.id, label: t.name }));
    return options.some((o) => o.value === selected) ? options : [{ value: selected, label: nameOf(selected) }, ...options];
  };

  return (
    <li>
      <div className="tour-match" role="group" aria-label={label ?? `${homeName} vs ${awayName}`}>
        <div className="tour-match__teams">
          {fixedSides ? (
            <span className="tour-match__side tour-match__side--home">{fixedSides.home}</span>
          ) : (
            <TeamSelect id={`${ids}-home`} label="Home team" value={value('homeTeamId')} options={teamOptions(value('homeTeamId'))} onChange={(v) => void commit('homeTeamId', v)} />
          )}
          <div className="tour-match__score">
            <GoalInput
              id={`${ids}-hg`}
              label="Home goals"
              value={value('homeGoals')}
              disabled={scoresDisabled}
              onDraft={(text) => setDrafts((d) => ({ ...d, homeGoals: text }))}
              onCommit={() => void commit('homeGoals')}
              onKeyDown={onEnter('homeGoals')}
            />
            <span aria-hidden="true" className="tour-match__dash">
              :
            </span>
            <GoalInput
              id={`${ids}-ag`}
              label="Away goals"
              value={value('awayGoals')}
              disabled={scoresDisabled}
              onDraft={(text) => setDrafts((d) => ({ ...d, awayGoals: text }))}
              onCommit={() => void commit('awayGoals')}
              onKeyDown={onEnter('awayGoals')}
            />
          </div>
          {fixedSides ? (
            <span className="tour-match__side tour-match__side--away">{fixedSides.away}</span>
          ) : (
            <TeamSelect id={`${ids}-away`} label="Away team" value={value('awayTeamId')} options={teamOptions(value('awayTeamId'))} onChange={(v) => void commit('awayTeamId', v)} />
          )}
        </div>
        <div className="tour-match__when">
          <label className="tour-match__field" htmlFor={`${ids}-date`}>
            <VisuallyHidden>Date</VisuallyHidden>
            <input
              id={`${ids}-date`}
              type="date"
              className="ft-control"
              min={`${fromYear}-01-01`}
              max={`${toYear}-12-31`}
              value={value('dateISO').slice(0, 10)}
              onChange={(e) => onDateChange(e.target.value)}
              onBlur={() => {
                clearTimeout(dateTimer.current ?? undefined);
                void commit('dateISO');
              }}
              onKeyDown={onEnter('dateISO')}
            />
          </label>
          <TimeSelect id={`${ids}-time`} value={value('time')} onChange={(time) => void commit('time', time)} />
        </div>
        <div className="tour-match__meta">
          <Badge tone={displayStatus === 'finished' ? 'success' : displayStatus === 'live' ? 'warning' : displayStatus === 'scheduled' ? 'neutral' : 'danger'}>
            {displayStatus}
          </Badge>
          <Link className="tour-match__stats" to={`/tournaments/${match.tournamentId}/matches/${match.id}`}>
            Stats
          </Link>
          <RowStatusText status={status} onRetry={retry} />
        </div>
      </div>
    </li>
  );
}

function TeamSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <span className="ft-select tour-match__team">
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <select id={id} className="ft-control" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

function RowStatusText({ status, onRetry }: { status: RowStatus; onRetry: () => void }) {
  return (
    <span className="tour-match__status" aria-live="polite">
      {status.state === 'saving' && <span className="admin-muted">Saving...</span>}
      {status.state === 'saved' && <span className="tour-saved">✓ Saved</span>}
      {status.state === 'failed' && (
        <span className="tour-failed" role="alert">
          {FAILED_TEXT}{' '}
          <Button size="sm" variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </span>
      )}
      {status.state === 'invalid' && (
        <span className="tour-failed" role="alert">
          {status.message}
        </span>
      )}
    </span>
  );
}

/** One side's goals: numeric text, committed on blur or Enter; locked while the teams are undecided. */
function GoalInput(props: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onDraft: (text: string) => void;
  onCommit: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <label htmlFor={props.id}>
        <VisuallyHidden>{props.label}</VisuallyHidden>
      </label>
      <input
        id={props.id}
        className="ft-control tour-match__goals"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        placeholder="–"
        value={props.value}
        disabled={props.disabled}
        title={props.disabled ? 'Teams not decided yet' : undefined}
        onChange={(e) => props.onDraft(e.target.value)}
        onBlur={props.onCommit}
        onKeyDown={props.onKeyDown}
      />
    </>
  );
}
