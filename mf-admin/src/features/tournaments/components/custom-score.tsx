import { GOALS_FIELD, PENALTIES_FIELD, needsPenalties, parseScoreInput, readWholeNumber, type Match, type MatchPatch } from 'shared-domain';
import { useUpdateMatchMutation } from '../api/use-update-match-mutation';
import type { ScoreField } from '../hooks/match-field-change';
import { useMatchRowEdits } from '../hooks/use-match-row-edits';
import styles from './custom-match-row.module.css';
import { GoalInput } from './goal-input';
import rowStyles from './match-row.module.css';
import { RowStatusText } from './row-status-text';

const LABELS: Record<ScoreField, string> = { homeGoals: 'Home goals', awayGoals: 'Away goals', homePenalties: 'Home penalties', awayPenalties: 'Away penalties' };
/** Only the result is edited here: the row edits' date and team rules (which read these) never run. */
const NO_TEAM_EDITS: readonly string[] = [];
const NO_DATE_EDITS = 0;

interface CustomScoreProps {
  item: Match;
  elimination: boolean;
  /** Asked before a result is saved: the later results it clears once confirmed, null if cancelled. */
  prepare: (fields: MatchPatch) => Promise<readonly string[] | null>;
}

/**
 * A custom playoff game's score in place (issue 22), with the league rows' inputs and edits: one result
 * (`scorePairChange`, the game's elimination flag as its knockout), so moving between its inputs saves
 * nothing, leaving them (or Enter) saves both sides together, and a refusal (one side alone, a level
 * shoot-out: "A shoot-out needs a winner.") shows its message in the row and stores nothing. A declined
 * "Change this result?" stores nothing and puts the inputs back.
 */
export function CustomScore({ item, elimination, prepare }: CustomScoreProps) {
  const update = useUpdateMatchMutation(item.tournamentId);
  const save = async (fields: MatchPatch, clear: readonly string[]) => void (await update.mutateAsync({ matchId: item.id, fields, clear }));
  const edits = useMatchRowEdits({ match: item, teamIds: NO_TEAM_EDITS, now: NO_DATE_EDITS, knockout: elimination, save, prepare });
  const level = needsPenalties({ homeGoals: parseScoreInput(edits.value('homeGoals')), awayGoals: parseScoreInput(edits.value('awayGoals')) });

  const input = (field: ScoreField) => (
    <GoalInput
      label={LABELS[field]}
      value={edits.value(field)}
      disabled={false}
      invalid={!readWholeNumber(edits.value(field), field.endsWith('Penalties') ? PENALTIES_FIELD : GOALS_FIELD).ok}
      pair={item.id}
      onDraft={(text) => edits.setDraft(field, text)}
      onCommit={() => edits.commit(field)}
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
      <RowStatusText status={edits.status} onRetry={edits.retry} />
    </>
  );
}
