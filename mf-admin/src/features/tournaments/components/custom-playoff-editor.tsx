import { useState } from 'react';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  addCustomPlayoffRound,
  createDefaultCustomPlayoffConfig,
  createId,
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
import { Alert, Button, SelectField } from 'shared-ui';
import { useNow } from '../hooks/use-now';
import type { SaveOutcome } from '../hooks/use-tournament-detail';
import { AddRoundForm } from './add-round-form';
import { CheckOption } from './check-option';
import styles from './custom-playoff-editor.module.css';
import { CustomRound } from './custom-round';
import layout from '../../../common/styles/layout.module.css';

type Message = { tone: 'error' | 'success'; text: string; retrySync?: boolean };

interface CustomPlayoffEditorProps {
  tournament: Tournament;
  teams: readonly { id: string; name: string }[];
  matches: readonly Match[];
  onSave: (config: CustomPlayoffConfig) => Promise<SaveOutcome>;
  onRetrySync: () => Promise<void>;
  conflictNotice?: string | null;
  now?: number;
}

const nextId = () => createId('match', Date.now(), Math.random);

/**
 * Custom Playoff Configuration (spec §2, §4, §5) of a league_custom_playoff tournament: playoff teams and
 * bye, rounds added with Add Playoff Round (Complete saves, Cancel closes), each round's quantity of games
 * (shrinking drops games from the end, growing adds non-elimination ones), and per game its teams, date,
 * time, elimination flag and Stats (disabled until both teams are chosen). Every change is saved with the
 * tournament's version check; a game with both teams is also kept as a match item, for scores and Stats.
 */
export function CustomPlayoffEditor({ tournament, teams, matches, onSave, onRetrySync, conflictNotice, now: fixedNow }: CustomPlayoffEditorProps) {
  const now = useNow(fixedNow);
  const config = tournament.format.customPlayoffConfig ?? createDefaultCustomPlayoffConfig();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [adding, setAdding] = useState(false);
  const itemIds = new Set(matches.filter((m) => m.isPlayoff).map((m) => m.id));

  /** One save at a time: the controls wait, so each save starts from the newest version. */
  const run = async (work: () => Promise<Message | null>, failure: Message): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await work());
    } catch (error) {
      console.error(failure.text, error);
      setMessage(failure);
    } finally {
      setBusy(false);
    }
  };
  const save = (next: CustomPlayoffConfig, done?: string, onSaved?: () => void) =>
    run(
      async () => {
        if ((await onSave(next)) !== 'saved') return null;
        onSaved?.();
        return done ? { tone: 'success', text: done } : null;
      },
      { tone: 'error', text: 'The playoff configuration could not be saved. Please try again.', retrySync: true },
    );
  const retrySync = () =>
    run(
      async () => {
        await onRetrySync();
        return { tone: 'success', text: 'Playoff games are up to date.' };
      },
      { tone: 'error', text: 'The playoff games could not be updated. Please try again.', retrySync: true },
    );

  const changeMatch = (round: CustomPlayoffRound, match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => {
    const home = change.homeTeamId ?? match.homeTeamId;
    const away = change.awayTeamId ?? match.awayTeamId;
    const invalid = validateCustomMatchTeams(home, away, teams.map((t) => t.id));
    if (invalid) return setMessage({ tone: 'error', text: invalid });
    void save(updateCustomPlayoffMatch(config, round.roundNumber, match.id, change));
  };

  return (
    <div className={styles.editor} aria-busy={busy || undefined}>
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
      <div className={styles.settings}>
        <SelectField
          label="Playoff Teams"
          value={String(config.playoffTeams)}
          disabled={busy}
          onChange={(e) => void save({ ...config, playoffTeams: Number(e.target.value) })}
          options={CUSTOM_PLAYOFF_TEAM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <CheckOption label="Enable bye" besideFields checked={config.enableBye} disabled={busy} onChange={(e) => void save({ ...config, enableBye: e.target.checked })} />
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

      {config.playoffRounds.length === 0 && !adding && <p className={`${layout.muted} ${styles.flush}`}>No playoff rounds yet. Add the first one below.</p>}

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
            if (result.ok) await save(result.config, `Round "${result.round.name}" added.`, () => setAdding(false));
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
