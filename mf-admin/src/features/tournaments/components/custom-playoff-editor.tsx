import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  MAX_CUSTOM_ROUND_GAMES,
  MIN_CUSTOM_ROUND_GAMES,
  addCustomPlayoffRound,
  createDefaultCustomPlayoffConfig,
  createId,
  customMatchStatsButton,
  matchDateChange,
  removeCustomPlayoffRound,
  resizeCustomPlayoffRound,
  updateCustomPlayoffMatch,
  validateCustomMatchTeams,
  type CustomPlayoffConfig,
  type CustomPlayoffMatch,
  type CustomPlayoffMatchChange,
  type CustomPlayoffRound,
  type Match,
  type Tournament,
} from 'shared-domain';
import { Alert, Button, SelectField, TextField, VisuallyHidden } from 'shared-ui';
import { TimeSelect } from './time-select';
import type { SaveOutcome } from '../hooks/use-tournament-detail';


/**
 * Custom Playoff Configuration (spec §2, §4, §5) of a league_custom_playoff tournament: playoff teams and
 * bye, rounds added with Add Playoff Round (Complete saves, Cancel closes), each round's quantity of games
 * (shrinking drops games from the end, growing adds non-elimination ones), and per game its teams, date,
 * time, elimination flag and Stats (disabled until both teams are chosen). Every change is saved with the
 * tournament's version check; a game with both teams is also kept as a match item, for scores and Stats.
 */
export function CustomPlayoffEditor({
  tournament,
  teams,
  matches,
  onSave,
  onRetrySync,
  conflictNotice,
  now = Date.now(),
}: {
  tournament: Tournament;
  teams: readonly { id: string; name: string }[];
  matches: readonly Match[];
  onSave: (config: CustomPlayoffConfig) => Promise<SaveOutcome>;
  onRetrySync: () => Promise<void>;
  conflictNotice?: string | null;
  now?: number;
}) {
  const config = tournament.format.customPlayoffConfig ?? createDefaultCustomPlayoffConfig();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string; retrySync?: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  const itemIds = new Set(matches.filter((m) => m.isPlayoff).map((m) => m.id));
  const nextId = () => createId('match', Date.now(), Math.random);

  /** One save at a time: the controls wait, so each save starts from the newest version. */
  const save = async (next: CustomPlayoffConfig, done?: string): Promise<boolean> => {
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await onSave(next);
      if (outcome === 'saved' && done) setMessage({ tone: 'success', text: done });
      return outcome === 'saved';
    } catch (failure) {
      console.error('Saving the custom playoff failed', failure);
      setMessage({ tone: 'error', text: 'The playoff configuration could not be saved. Please try again.', retrySync: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const retrySync = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await onRetrySync();
      setMessage({ tone: 'success', text: 'Playoff games are up to date.' });
    } catch (failure) {
      console.error('Updating the playoff games failed', failure);
      setMessage({ tone: 'error', text: 'The playoff games could not be updated. Please try again.', retrySync: true });
    } finally {
      setBusy(false);
    }
  };

  const changeMatch = (round: CustomPlayoffRound, match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => {
    const home = change.homeTeamId ?? match.homeTeamId;
    const away = change.awayTeamId ?? match.awayTeamId;
    const invalid = validateCustomMatchTeams(home, away, teams.map((t) => t.id));
    if (invalid) {
      setMessage({ tone: 'error', text: invalid });
      return;
    }
    void save(updateCustomPlayoffMatch(config, round.roundNumber, match.id, change));
  };

  return (
    <div className="tour-custom" aria-busy={busy || undefined}>
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
      <div className="tour-custom__settings">
        <SelectField
          label="Playoff Teams"
          name="custom-playoff-teams"
          value={String(config.playoffTeams)}
          disabled={busy}
          onChange={(e) => void save({ ...config, playoffTeams: Number(e.target.value) })}
          options={CUSTOM_PLAYOFF_TEAM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <label className="tour-check tour-check--field">
          <input type="checkbox" checked={config.enableBye} disabled={busy} onChange={(e) => void save({ ...config, enableBye: e.target.checked })} />
          <span className="tour-check__text">Enable bye</span>
        </label>
      </div>

      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}{' '}
          {message.retrySync && (
            <Button size="sm" variant="ghost" onClick={() => void retrySync()}>
              Retry
            </Button>
          )}
        </Alert>
      )}

      {config.playoffRounds.length === 0 && !adding && <p className="admin-muted tour-flush">No playoff rounds yet. Add the first one below.</p>}

      {config.playoffRounds.map((round) => (
        <CustomRound
          key={round.roundNumber}
          round={round}
          teams={teams}
          itemIds={itemIds}
          tournamentId={tournament.id}
          busy={busy}
          now={now}
          onQuantity={(quantity) => void save(resizeCustomPlayoffRound(config, round.roundNumber, quantity, nextId).config)}
          onRemove={() => {
            if (window.confirm(`Remove the round "${round.name}" and its games?`)) void save(removeCustomPlayoffRound(config, round.roundNumber).config);
          }}
          onChange={(match, change) => changeMatch(round, match, change)}
          onInvalid={(text) => setMessage({ tone: 'error', text })}
        />
      ))}

      {adding ? (
        <AddRoundForm
          busy={busy}
          onCancel={() => setAdding(false)}
          onComplete={async (draft) => {
            const result = addCustomPlayoffRound(config, draft, nextId);
            if (!result.ok) return result.error;
            if (await save(result.config, `Round "${result.round.name}" added.`)) setAdding(false);
            return null;
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={busy}>
            Add Playoff Round
          </Button>
        </div>
      )}
    </div>
  );
}

function CustomRound({
  round,
  teams,
  itemIds,
  tournamentId,
  busy,
  now,
  onQuantity,
  onRemove,
  onChange,
  onInvalid,
}: {
  round: CustomPlayoffRound;
  teams: readonly { id: string; name: string }[];
  itemIds: ReadonlySet<string>;
  tournamentId: string;
  busy: boolean;
  now: number;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
  onChange: (match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
}) {
  const headingId = useId();
  const [quantity, setQuantity] = useState<string | null>(null);
  const commitQuantity = () => {
    if (quantity === null) return;
    if (quantity !== String(round.quantityOfGames)) onQuantity(quantity);
    setQuantity(null);
  };
  const nameOf = (id: string) => teams.find((t) => t.id === id)?.name ?? '';
  return (
    <section className="tour-round tour-custom__round" aria-labelledby={headingId}>
      <div className="tour-round__header">
        <h3 id={headingId} className="tour-round__title">
          {round.name}
        </h3>
        <div className="tour-custom__round-actions">
          <TextField
            label="Games"
            name={`games-${round.roundNumber}`}
            type="number"
            min={MIN_CUSTOM_ROUND_GAMES}
            max={MAX_CUSTOM_ROUND_GAMES}
            fieldClassName="tour-custom__games"
            value={quantity ?? String(round.quantityOfGames)}
            disabled={busy}
            onChange={(e) => setQuantity(e.target.value)}
            onBlur={commitQuantity}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commitQuantity())}
          />
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy}>
            Remove Round
          </Button>
        </div>
      </div>
      {round.description && <p className="admin-muted tour-flush">{round.description}</p>}
      <ul className="tour-match-list">
        {round.matches.map((match, index) => (
          <CustomMatchRow
            key={match.id}
            label={`${round.name}, game ${index + 1}: ${nameOf(match.homeTeamId) || 'TBD'} vs ${nameOf(match.awayTeamId) || 'TBD'}`}
            match={match}
            teams={teams}
            statsHref={itemIds.has(match.id) ? `/tournaments/${tournamentId}/matches/${match.id}` : null}
            busy={busy}
            now={now}
            onChange={(change) => onChange(match, change)}
            onInvalid={onInvalid}
          />
        ))}
      </ul>
    </section>
  );
}

function CustomMatchRow({
  label,
  match,
  teams,
  statsHref,
  busy,
  now,
  onChange,
  onInvalid,
}: {
  label: string;
  match: CustomPlayoffMatch;
  teams: readonly { id: string; name: string }[];
  statsHref: string | null;
  busy: boolean;
  now: number;
  onChange: (change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
}) {
  const ids = useId();
  const [date, setDate] = useState<string | null>(null);
  const stats = customMatchStatsButton(match);
  const commitDate = () => {
    if (date === null) return;
    const change = matchDateChange(date, match.time, new Date(now).getFullYear());
    if (!change.ok) {
      onInvalid(change.error);
      return;
    }
    setDate(null);
    if ((change.fields.dateISO ?? '') !== (match.dateISO ?? '')) onChange({ dateISO: change.fields.dateISO ?? '', time: change.fields.dateISO ? change.fields.time : match.time });
  };
  const teamSelect = (side: 'homeTeamId' | 'awayTeamId', text: string) => (
    <span className="ft-select tour-match__team">
      <label htmlFor={`${ids}-${side}`}>
        <VisuallyHidden>{text}</VisuallyHidden>
      </label>
      <select id={`${ids}-${side}`} className="ft-control" value={match[side]} disabled={busy} onChange={(e) => onChange({ [side]: e.target.value })}>
        {/* Once chosen, a team can be swapped but not unset: its match item keeps its score. */}
        <option value="" disabled={match[side] !== ''}>
          Select team
        </option>
        {teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </span>
  );
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDate();
    }
  };
  return (
    <li>
      <div className="tour-match tour-custom__match" role="group" aria-label={label}>
        <div className="tour-match__teams">
          {teamSelect('homeTeamId', 'Home team')}
          <span className="tour-match__dash" aria-hidden="true">
            vs
          </span>
          {teamSelect('awayTeamId', 'Away team')}
        </div>
        <div className="tour-match__when">
          <label className="tour-match__field" htmlFor={`${ids}-date`}>
            <VisuallyHidden>Date</VisuallyHidden>
            <input
              id={`${ids}-date`}
              type="date"
              className="ft-control"
              value={date ?? match.dateISO ?? ''}
              disabled={busy}
              onChange={(e) => setDate(e.target.value)}
              onBlur={commitDate}
              onKeyDown={onEnter}
            />
          </label>
          <TimeSelect id={`${ids}-time`} value={match.time ?? ''} disabled={busy} onChange={(time) => onChange({ time })} />
        </div>
        <div className="tour-match__meta">
          <label className="tour-check">
            <input type="checkbox" checked={match.isElimination} disabled={busy} onChange={(e) => onChange({ isElimination: e.target.checked })} />
            <span className="tour-check__text">Elimination</span>
          </label>
          {statsHref && !stats.disabled ? (
            <Link className="tour-match__stats" to={statsHref}>
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

function AddRoundForm({
  busy,
  onComplete,
  onCancel,
}: {
  busy: boolean;
  /** Returns the validation message, or null once handled. */
  onComplete: (draft: { name: string; quantityOfGames: string; description: string }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [quantityOfGames, setQuantityOfGames] = useState('1');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(await onComplete({ name, quantityOfGames, description }));
  };

  return (
    <form className="admin-inline-form" onSubmit={onSubmit} noValidate aria-label="Add playoff round">
      <div className="admin-grid-2">
        <TextField label="Round Name" name="round-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Semi-finals" />
        <TextField
          label="Quantity of Games"
          name="round-games"
          type="number"
          min={MIN_CUSTOM_ROUND_GAMES}
          max={MAX_CUSTOM_ROUND_GAMES}
          hint={`${MIN_CUSTOM_ROUND_GAMES} to ${MAX_CUSTOM_ROUND_GAMES}`}
          value={quantityOfGames}
          onChange={(e) => setQuantityOfGames(e.target.value)}
        />
      </div>
      <TextField label="Description" name="round-description" value={description} onChange={(e) => setDescription(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="admin-actions">
        <Button type="submit" loading={busy} loadingText="Saving...">
          Complete
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
