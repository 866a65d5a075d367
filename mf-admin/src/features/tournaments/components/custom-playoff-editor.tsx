import { useState } from 'react';
import { addCustomPlayoffRound, createDefaultCustomPlayoffConfig, createId, removeCustomPlayoffRound, resizeCustomPlayoffRound, updateCustomPlayoffMatch, type CustomPlayoffConfig, type CustomPlayoffMatch, type CustomPlayoffMatchChange, type CustomPlayoffRound, type Match, type MatchPatch, type Tournament } from 'shared-domain';
import { customEntryLabel, customEntryOptions, customGamePlaces, customPlayoffSeeds, customResultsClearedBy, resolveCustomPlayoff, validateByeSetting, validateCustomPick, playedGamesToDelete } from 'shared-domain/playoff-editing';
import { Alert, Button, useConfirm, type ConfirmRequest } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useSaveCustomPlayoffMutation, useSyncCustomPlayoffMutation } from '../api/use-custom-playoff-mutations';
import { AddRoundForm } from './add-round-form';
import styles from './custom-playoff-editor.module.css';
import { CustomPlayoffSettings } from './custom-playoff-settings';
import { deletePlayedQuestion, laterResultsQuestion, teamChangeQuestion } from './custom-playoff-questions';
import { CustomRound } from './custom-round';
import { useCustomPlayoffAutoSync } from '../hooks/use-custom-playoff-auto-sync';

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

type Mutation = { isError: boolean; isSuccess?: boolean };

/** What the last save or sync says; a new one clears the previous one's (dismiss resets them). */
function resultNotice(save: ReturnType<typeof useSaveCustomPlayoffMutation>, sync: Mutation, autoSync: Mutation): Notice | null {
  if (save.isError) return SAVE_FAILED;
  if (sync.isError || autoSync.isError) return SYNC_FAILED;
  if (sync.isSuccess) return SYNCED;
  const done = save.data === 'saved' ? save.variables?.done : undefined;
  return done ? { tone: 'success', text: done } : null;
}

/** What the last save or sync says, with Retry after a failed sync. */
function NoticeAlert({ notice, onDismiss, onRetry }: { notice: Notice; onDismiss: () => void; onRetry: () => void }) {
  return (
    <Alert tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}{' '}
      {notice.retrySync && (
        <Button size="sm" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}

/** The custom playoff as it stands: seeds of the final table, every game resolved, the games' items, and how sides read. */
function customPlayoffView(tournament: Tournament, config: CustomPlayoffConfig, matches: readonly Match[], teams: CustomPlayoffEditorProps['teams']) {
  const seeds = customPlayoffSeeds(tournament.teamIds, matches, tournament.format.tieBreakers);
  const playoffItems = matches.filter((m) => m.isPlayoff);
  const places = customGamePlaces(config);
  const nameOf = (id: string) => teams.find((t) => t.id === id)?.name || 'TBD';
  return {
    seeds,
    games: new Map(resolveCustomPlayoff(config, seeds, playoffItems).map((g) => [g.matchId, g])),
    items: new Map(playoffItems.map((m) => [m.id, m])),
    nameOf,
    entryLabel: (value: string) => customEntryLabel(value, places, nameOf),
  };
}

/**
 * Custom Playoff Configuration (spec §2, §4, §5; issue 22) of a league_custom_playoff tournament: playoff
 * teams and bye, rounds added with Add Playoff Round (Complete saves, Cancel closes), each round's
 * quantity of games (shrinking drops games from the end, growing adds non-elimination ones), and per
 * game its sides (a team, "Seed N" of the final table, the winner or loser of an earlier game, BYE while
 * "Enable bye" is on), its score in place, date, time, elimination flag and Stats. Every change is saved
 * with the tournament's version check; a game whose two sides are teams is kept as a match item, and
 * the items follow every stored result by themselves (a winner reaches the next round without typing).
 * A change that would delete games holding a result lists them and waits for Confirm; one that changes
 * the teams of a played game asks to clear its result (and the later results that depend on it).
 */
export function CustomPlayoffEditor({ tournament, teams, matches }: CustomPlayoffEditorProps) {
  const config = tournament.format.customPlayoffConfig ?? createDefaultCustomPlayoffConfig();
  const saveConfig = useSaveCustomPlayoffMutation(tournament.id);
  const sync = useSyncCustomPlayoffMutation(tournament.id);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { dialog, ask } = useConfirm();
  const { seeds, games, items, nameOf, entryLabel } = customPlayoffView(tournament, config, matches, teams);
  const state = { config, seeds };
  // One save at a time: the controls wait, so each save starts from the newest version.
  const writing = saveConfig.isPending || sync.isPending;
  const autoSync = useCustomPlayoffAutoSync(tournament, config, matches, seeds, writing);
  const busy = writing || autoSync.isPending;
  const notice: Notice | null = invalid ? { tone: 'error', text: invalid } : resultNotice(saveConfig, sync, autoSync);
  const dismiss = () => {
    setInvalid(null);
    saveConfig.reset();
    sync.reset();
    autoSync.reset();
  };

  const save = (next: CustomPlayoffConfig, done?: string, onSaved?: () => void, clear: readonly string[] = []) => {
    dismiss();
    saveConfig.mutate({ config: next, done, clear }, {
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
    const question = played.length > 0 ? deletePlayedQuestion(played, nameOf) : plainQuestion;
    if (question && !(await ask(question))) return;
    save(removal.config);
  };

  const changeMatch = async (round: CustomPlayoffRound, match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => {
    // A refused pick saves nothing and the select shows the stored side.
    const picked = change.homeTeamId !== undefined || change.awayTeamId !== undefined;
    const refused = picked ? validateCustomPick(config, round.roundNumber, match.id, change, teams) : null;
    if (refused) return setInvalid(refused);
    const next = updateCustomPlayoffMatch(config, round.roundNumber, match.id, change);
    // A result never moves to another pairing: the organizer clears it (and what depends on it), or nothing changes.
    const cleared = customResultsClearedBy(state, matches, { config: next });
    if (cleared.length > 0 && !(await ask(teamChangeQuestion(match.id, cleared, nameOf)))) return;
    save(next, undefined, undefined, cleared.map((c) => c.matchId));
  };

  const prepareScore = async (item: Match, fields: MatchPatch): Promise<readonly string[] | null> => {
    const cleared = customResultsClearedBy(state, matches, { matchId: item.id, fields });
    if (cleared.length === 0) return [];
    return (await ask(laterResultsQuestion(cleared, nameOf))) ? cleared.map((c) => c.matchId) : null;
  };

  const setBye = (enable: boolean) => {
    const refused = validateByeSetting(config, enable);
    if (refused) return setInvalid(refused);
    save({ ...config, enableBye: enable });
  };

  return (
    <div className={styles.editor} aria-busy={busy || undefined}>
      {saveConfig.data === 'conflict' && <Alert tone="error">{TOURNAMENT_CONFLICT_MESSAGE}</Alert>}
      <CustomPlayoffSettings config={config} busy={busy} onTeams={(playoffTeams) => save({ ...config, playoffTeams })} onBye={setBye} />

      {notice && <NoticeAlert notice={notice} onDismiss={dismiss} onRetry={retrySync} />}

      {config.playoffRounds.length === 0 && !adding && <p className={`${layout.muted} ${styles.flush}`}>No playoff rounds yet. Add the first one below.</p>}

      {config.playoffRounds.map((round) => (
        <CustomRound
          key={round.roundNumber}
          round={round}
          options={customEntryOptions(config, round.roundNumber, teams)}
          games={games}
          items={items}
          entryLabel={entryLabel}
          nameOf={nameOf}
          prepareScore={prepareScore}
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
          onChange={(match, change) => void changeMatch(round, match, change)}
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
