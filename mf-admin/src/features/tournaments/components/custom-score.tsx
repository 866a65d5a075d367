import { useState } from 'react';
import { GOALS_FIELD, PENALTIES_FIELD, isGoalSet, needsPenalties, parseScoreInput, readWholeNumber, type Match, type MatchPatch } from 'shared-domain';
import { UNDECIDED_SHOOT_OUT, customScoreChange, type CustomScoreDrafts } from 'shared-domain/playoff-editing';
import { useFadingNotice } from '../../../common/hooks/use-fading-notice';
import { useUpdateMatchMutation } from '../api/use-update-match-mutation';
import type { RowStatus } from '../hooks/use-match-row-edits';
import styles from './custom-match-row.module.css';
import { GoalInput } from './goal-input';
import rowStyles from './match-row.module.css';
import { RowStatusText } from './row-status-text';

const LABELS: Record<keyof CustomScoreDrafts, string> = { homeGoals: 'Home goals', awayGoals: 'Away goals', homePenalties: 'Home penalties', awayPenalties: 'Away penalties' };
const SAVED_VISIBLE_MS = 6000;
const text = (goals: number | null | undefined) => (isGoalSet(goals) ? String(goals) : '');
const storedDrafts = (item: Match): CustomScoreDrafts => ({
  homeGoals: text(item.homeGoals),
  awayGoals: text(item.awayGoals),
  homePenalties: text(item.homePenalties),
  awayPenalties: text(item.awayPenalties),
});

interface CustomScoreProps {
  item: Match;
  elimination: boolean;
  /** Asked before a result is saved: the later results it clears once confirmed, null if cancelled. */
  prepare: (fields: MatchPatch) => Promise<readonly string[] | null>;
}

/**
 * A custom playoff game's score in place (issue 22), with the league rows' goal inputs: saved as one
 * value once both sides are typed (a level elimination game with its shoot-out), so nothing half-typed
 * and nothing declined is ever stored. A level shoot-out says that nobody goes on yet.
 */
export function CustomScore({ item, elimination, prepare }: CustomScoreProps) {
  const update = useUpdateMatchMutation(item.tournamentId);
  const [drafts, setDrafts] = useState<Partial<CustomScoreDrafts>>({});
  const [status, show] = useFadingNotice<RowStatus>();
  const [hint, setHint] = useState<string | null>(null);
  const shown: CustomScoreDrafts = { ...storedDrafts(item), ...drafts };
  const level = needsPenalties({ homeGoals: parseScoreInput(shown.homeGoals), awayGoals: parseScoreInput(shown.awayGoals) });
  const undecided = elimination && level && isGoalSet(item.homePenalties) && item.homePenalties === item.awayPenalties && !drafts.homePenalties && !drafts.awayPenalties;

  const commit = async () => {
    const change = customScoreChange(shown, item, elimination);
    setHint(change.kind === 'incomplete' ? change.message : null);
    if (change.kind === 'invalid') return show({ state: 'invalid', message: change.message });
    if (change.kind === 'unchanged') return setDrafts({});
    if (change.kind === 'incomplete') return;
    const clear = await prepare(change.fields);
    if (clear === null) return setDrafts({});
    show({ state: 'saving' });
    try {
      await update.mutateAsync({ matchId: item.id, fields: change.fields, clear });
      setDrafts({});
      show({ state: 'saved' }, SAVED_VISIBLE_MS);
    } catch (failure) {
      console.error('Saving a custom playoff score failed', failure);
      show({ state: 'failed' });
    }
  };
  const input = (field: keyof CustomScoreDrafts) => (
    <GoalInput
      label={LABELS[field]}
      value={shown[field]}
      disabled={false}
      invalid={!readWholeNumber(shown[field], field.endsWith('Penalties') ? PENALTIES_FIELD : GOALS_FIELD).ok}
      onDraft={(value) => setDrafts((d) => ({ ...d, [field]: value }))}
      onCommit={() => void commit()}
    />
  );
  return (
    <>
      <span className={styles.score} role="group" aria-label="Score">
        {input('homeGoals')}
        <span aria-hidden="true" className={rowStyles.dash}>
          :
        </span>
        {input('awayGoals')}
      </span>
      {elimination && level && (
        <span className={styles.score} role="group" aria-label="Penalty shoot-out">
          {input('homePenalties')}
          <span className={rowStyles.pens}>pens</span>
          {input('awayPenalties')}
        </span>
      )}
      {hint && <span className={styles.hint}>{hint}</span>}
      {undecided && <span className={rowStyles.failed} role="status">{UNDECIDED_SHOOT_OUT}</span>}
      <RowStatusText status={status} onRetry={() => void commit()} />
    </>
  );
}
