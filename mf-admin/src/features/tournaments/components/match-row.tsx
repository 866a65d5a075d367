import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GOALS_FIELD, matchStatusForDisplay, needsPenalties, parseScoreInput, readWholeNumber, scoreLockedReason, type Match, type MatchPatch } from 'shared-domain';
import { MatchStatusBadge } from 'shared-football-ui';
import { useUpdateMatchMutation } from '../api/use-update-match-mutation';
import { useMatchRowEdits } from '../hooks/use-match-row-edits';
import { useNow } from '../hooks/use-now';
import { DateInput } from './date-input';
import { GoalInput } from './goal-input';
import styles from './match-row.module.css';
import { RowStatusText } from './row-status-text';
import { TeamSelect } from './team-select';
import { TimeSelect } from './time-select';

const GOAL_LABELS = { homeGoals: 'Home goals', awayGoals: 'Away goals', homePenalties: 'Home penalties', awayPenalties: 'Away penalties' } as const;

/** The fixed side of a playoff match (a team, a placeholder or BYE) instead of a team select. */
interface FixedSides {
  home: ReactNode;
  away: ReactNode;
  /** Both teams known (and the league complete): scores may be entered. */
  playable: boolean;
  /** Why scores are locked while not playable; "Teams not decided yet" by default. */
  lockedTitle?: string;
  /** Asked before a result is saved: the later results it clears once confirmed, null if cancelled. */
  prepare?: (match: Match, fields: MatchPatch) => Promise<readonly string[] | null>;
}

export interface MatchRowProps {
  match: Match;
  /** The tournament's teams, for the team selects and their validation. */
  teams: readonly { id: string; name: string }[];
  /** Name of a team id (or a readable placeholder). */
  nameOf: (teamId: string) => string;
  /** Playoff rows show their sides instead of team selects. */
  fixedSides?: FixedSides;
  /** Row name for assistive technology, e.g. "Alpha vs Beta". */
  label?: string;
  /** For the date picker's year range and the derived status (passed in so tests can fix them). */
  now?: number;
  /** Asked before a result of a row with team selects is saved (a cup's group game): as FixedSides' prepare. */
  prepare?: FixedSides['prepare'];
}

/**
 * One fixture (spec §2), the content of a list item: team selects, score inputs, date and time, the
 * derived status and a Stats link. Every edit saves one match with one UpdateItem of just the edited
 * field(s), on change (selects) or when the input is left (date); the result (both goals and a
 * shoot-out) is one value, saved when its inputs are left or on Enter (issue 22). The row says Saving /
 * Saved / Not saved. The change shows in the tournament's cache at once, so the standings follow.
 * A postponed or cancelled match takes no score: its inputs are disabled and say why.
 */
export function MatchRow({ match, teams, nameOf, fixedSides, label, now: fixedNow, prepare: rowPrepare }: MatchRowProps) {
  const now = useNow(fixedNow);
  const update = useUpdateMatchMutation(match.tournamentId);
  const save = async (fields: MatchPatch, clear: readonly string[]) => void (await update.mutateAsync({ matchId: match.id, fields, clear }));
  const prepare = fixedSides?.prepare ?? rowPrepare;
  const knockout = fixedSides !== undefined;
  const edits = useMatchRowEdits({ match, teamIds: teams.map((t) => t.id), now, knockout, save, prepare: prepare && ((fields) => prepare(match, fields)) });
  const notPlayable = fixedSides !== undefined && !fixedSides.playable;
  const statusLock = scoreLockedReason(match);
  const scoresDisabled = notPlayable || statusLock !== null;
  const displayStatus = matchStatusForDisplay(match, now);
  // A level knockout game needs its shoot-out (shown from the score as typed, so it appears at once).
  const shown = (field: 'homeGoals' | 'awayGoals') => parseScoreInput(edits.value(field));
  const showPenalties = knockout && !scoresDisabled && needsPenalties({ homeGoals: shown('homeGoals'), awayGoals: shown('awayGoals') });
  const teamSelect = (field: 'homeTeamId' | 'awayTeamId') => {
    const selected = edits.value(field);
    const options = teams.map((t) => ({ value: t.id, label: t.name }));
    return (
      <TeamSelect
        label={field === 'homeTeamId' ? 'Home team' : 'Away team'}
        value={selected}
        options={options.some((o) => o.value === selected) ? options : [{ value: selected, label: nameOf(selected) }, ...options]}
        onChange={(v) => edits.commit(field, v)}
      />
    );
  };
  const goalInput = (field: 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties') => (
    <GoalInput
      label={GOAL_LABELS[field]}
      value={edits.value(field)}
      disabled={scoresDisabled}
      invalid={!readWholeNumber(edits.value(field), GOALS_FIELD).ok}
      lockedTitle={notPlayable ? fixedSides?.lockedTitle : (statusLock ?? undefined)}
      pair={match.id}
      onDraft={(text) => edits.setDraft(field, text)}
      onCommit={() => edits.commit(field)}
    />
  );

  return (
    <div className={styles.match} role="group" aria-label={label ?? `${nameOf(edits.value('homeTeamId'))} vs ${nameOf(edits.value('awayTeamId'))}`}>
      <div className={styles.teams}>
        {fixedSides ? <span className={`${styles.side} ${styles.home}`}>{fixedSides.home}</span> : teamSelect('homeTeamId')}
        <div className={styles.score}>
          {goalInput('homeGoals')}
          <span aria-hidden="true" className={styles.dash}>
            :
          </span>
          {goalInput('awayGoals')}
        </div>
        {fixedSides ? <span className={`${styles.side} ${styles.away}`}>{fixedSides.away}</span> : teamSelect('awayTeamId')}
        {showPenalties && (
          <div className={styles.penalties} role="group" aria-label="Penalty shoot-out">
            {goalInput('homePenalties')}
            <span className={styles.pens}>pens</span>
            {goalInput('awayPenalties')}
          </div>
        )}
      </div>
      <div className={styles.when}>
        <DateInput
          value={edits.value('dateISO').slice(0, 10)}
          onDraft={edits.onDateDraft}
          onCommit={edits.onDateLeave}
        />
        <TimeSelect value={edits.value('time')} onChange={(time) => edits.commit('time', time)} />
      </div>
      <div className={styles.meta}>
        <MatchStatusBadge status={displayStatus} />
        <Link className={styles.stats} to={`/tournaments/${match.tournamentId}/matches/${match.id}`}>
          Stats
        </Link>
        <RowStatusText status={edits.status} onRetry={edits.retry} />
      </div>
    </div>
  );
}
