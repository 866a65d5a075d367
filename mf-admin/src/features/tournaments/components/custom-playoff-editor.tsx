import { useState } from 'react';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  addCustomPlayoffRound,
  createDefaultCustomPlayoffConfig,
  createId,
  playedGameText,
  playedGamesToDelete,
  removeCustomPlayoffRound,
  resizeCustomPlayoffRound,
  updateCustomPlayoffMatch,
  validateCustomMatchChange,
  type CustomPlayoffConfig,
  type CustomPlayoffMatch,
  type CustomPlayoffMatchChange,
  type CustomPlayoffRound,
  type Match,
  type PlayedGameToDelete,
  type Tournament,
} from 'shared-domain';
import { Alert, Button, SelectField, useConfirm, type ConfirmRequest } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useSaveCustomPlayoffMutation, useSyncCustomPlayoffMutation } from '../api/use-custom-playoff-mutations';
import { AddRoundForm } from './add-round-form';
import { CheckOption } from './check-option';
import styles from './custom-playoff-editor.module.css';
import { CustomRound } from './custom-round';

type Notice = { tone: 'error' | 'success'; text: string; retrySync?: boolean };

/** A configuration change that drops games: the new configuration and the ids of the games it drops. */
type Removal = { config: CustomPlayoffConfig; removedMatchIds: string[] };

interface CustomPlayoffEditorProps {
  tournament: Tournament;
  teams: readonly { id: string; name: string }[];
  matches: readonly Match[];
}

const nextId = () => createId('match', Date.now(), Math.random);
const SAVE_FAILED: Notice = { tone: 'error', text: 'The playoff configuration could not be saved. Please try again.', retrySync: true };
const SYNC_FAILED: Notice = { tone: 'error', text: 'The playoff games could not be updated. Please try again.', retrySync: true };
const SYNCED: Notice = { tone: 'success', text: 'Playoff games are up to date.' };

/** What the last save or sync says; a new one clears the previous one's (dismiss resets both). */
function resultNotice(save: ReturnType<typeof useSaveCustomPlayoffMutation>, sync: ReturnType<typeof useSyncCustomPlayoffMutation>): Notice | null {
  if (save.isError) return SAVE_FAILED;
  if (sync.isError) return SYNC_FAILED;
  if (sync.isSuccess) return SYNCED;
  const done = save.data === 'saved' ? save.variables?.done : undefined;
  return done ? { tone: 'success', text: done } : null;
}

/** "Delete played games?" with one line per game: "Semi-finals, game 2: Alpha vs Beta (2–1)". */
function deletePlayedQuestion(played: readonly PlayedGameToDelete[], teams: CustomPlayoffEditorProps['teams']): ConfirmRequest {
  const nameOf = (id: string) => teams.find((t) => t.id === id)?.name || 'TBD';
  return {
    title: 'Delete played games?',
    danger: true,
    body: (
      <>
        <p>These games and their results will be deleted:</p>
        <ul>
          {played.map((game) => (
            <li key={game.matchId}>{playedGameText(game, nameOf)}</li>
          ))}
        </ul>
      </>
    ),
  };
}

/**
 * Custom Playoff Configuration (spec §2, §4, §5) of a league_custom_playoff tournament: playoff teams and
 * bye, rounds added with Add Playoff Round (Complete saves, Cancel closes), each round's quantity of games
 * (shrinking drops games from the end, growing adds non-elimination ones), and per game its teams, date,
 * time, elimination flag and Stats (disabled until both teams are chosen). Every change is saved with the
 * tournament's version check; a game with both teams is also kept as a match item, for scores and Stats.
 * A change that would delete games holding a result (score, shoot-out, goals, statistics, lineups,
 * content) lists them and waits for Confirm; Remove Round always asks.
 */
export function CustomPlayoffEditor({ tournament, teams, matches }: CustomPlayoffEditorProps) {
  const config = tournament.format.customPlayoffConfig ?? createDefaultCustomPlayoffConfig();
  const saveConfig = useSaveCustomPlayoffMutation(tournament.id);
  const sync = useSyncCustomPlayoffMutation(tournament.id);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { dialog, ask } = useConfirm();
  const itemIds = new Set(matches.filter((m) => m.isPlayoff).map((m) => m.id));
  // One save at a time: the controls wait, so each save starts from the newest version.
  const busy = saveConfig.isPending || sync.isPending;
  const notice: Notice | null = invalid ? { tone: 'error', text: invalid } : resultNotice(saveConfig, sync);
  const dismiss = () => {
    setInvalid(null);
    saveConfig.reset();
    sync.reset();
  };

  const save = (next: CustomPlayoffConfig, done?: string, onSaved?: () => void) => {
    dismiss();
    saveConfig.mutate({ config: next, done }, {
      onSuccess: (outcome) => outcome === 'saved' && onSaved?.(),
      onError: (failure) => console.error('Saving the custom playoff failed', failure),
    });
  };
  const retrySync = () => {
    dismiss();
    sync.mutate(undefined, { onError: (failure) => console.error('Updating the playoff games failed', failure) });
  };

  // Deleting games that hold a result asks first, listing them (issue 8 item 3); Cancel saves nothing, so
  // the Games input keeps showing the stored quantity. Other removals ask only what `plainQuestion` asks.
  const saveRemoval = async (removal: Removal, plainQuestion?: ConfirmRequest) => {
    const played = playedGamesToDelete(config, removal.removedMatchIds, matches);
    const question = played.length > 0 ? deletePlayedQuestion(played, teams) : plainQuestion;
    if (question && !(await ask(question))) return;
    save(removal.config);
  };

  const changeMatch = (round: CustomPlayoffRound, match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => {
    // A team plays at most once per round: a refused choice saves nothing and the select shows the stored team.
    const invalid = validateCustomMatchChange(round, match.id, change, teams);
    if (invalid) return setInvalid(invalid);
    save(updateCustomPlayoffMatch(config, round.roundNumber, match.id, change));
  };

  return (
    <div className={styles.editor} aria-busy={busy || undefined}>
      {saveConfig.data === 'conflict' && <Alert tone="error">{TOURNAMENT_CONFLICT_MESSAGE}</Alert>}
      <div className={styles.settings}>
        <SelectField
          label="Playoff Teams"
          value={String(config.playoffTeams)}
          disabled={busy}
          onChange={(e) => save({ ...config, playoffTeams: Number(e.target.value) })}
          options={CUSTOM_PLAYOFF_TEAM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <CheckOption label="Enable bye" besideFields checked={config.enableBye} disabled={busy} onChange={(e) => save({ ...config, enableBye: e.target.checked })} />
      </div>

      {notice && (
        <Alert tone={notice.tone} onDismiss={dismiss}>
          {notice.text}{' '}
          {notice.retrySync && (
            <Button size="sm" variant="ghost" onClick={retrySync}>
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
          onQuantity={(quantity) => void saveRemoval(resizeCustomPlayoffRound(config, round.roundNumber, quantity, nextId))}
          onRemove={() =>
            void saveRemoval(removeCustomPlayoffRound(config, round.roundNumber), {
              title: 'Remove round?',
              body: `Remove the round "${round.name}" and its games?`,
              danger: true,
            })
          }
          onChange={(match, change) => changeMatch(round, match, change)}
          onInvalid={setInvalid}
        />
      ))}

      {adding ? (
        <AddRoundForm
          busy={busy}
          onCancel={() => setAdding(false)}
          onComplete={(draft) => {
            const result = addCustomPlayoffRound(config, draft, nextId);
            if (result.ok) save(result.config, `Round "${result.round.name}" added.`, () => setAdding(false));
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={busy}>
            Add Playoff Round
          </Button>
        </div>
      )}
      {dialog}
    </div>
  );
}
