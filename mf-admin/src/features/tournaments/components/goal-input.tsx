import { useId, type FocusEvent } from 'react';
import { VisuallyHidden } from 'shared-ui';
import { commitOnEnter } from './commit-on-enter';
import styles from './match-row.module.css';

interface GoalInputProps {
  /** "Home goals" / "Away goals". */
  label: string;
  value: string;
  disabled: boolean;
  /** The text is not a whole number: marked invalid (the row says why, and nothing is saved). */
  invalid?: boolean;
  /** Why the input is locked, as its tooltip. */
  lockedTitle?: string;
  onDraft: (text: string) => void;
  /** Leaving the input (or Enter) saves it. */
  onCommit: () => void;
  /**
   * The inputs of one result share this key (issue 22: a score is one value): moving between them saves
   * nothing; leaving them all, or Enter, commits.
   */
  pair?: string;
}

/** Whether focus moves to another input of the same result. */
const staysInPair = (event: FocusEvent<HTMLInputElement>, pair: string | undefined) =>
  pair !== undefined && event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.scorePair === pair;

/** One side's goals: numeric text, committed on blur or Enter; locked while the teams are undecided. */
export function GoalInput({ label, value, disabled, invalid = false, lockedTitle = 'Teams not decided yet', onDraft, onCommit, pair }: GoalInputProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={`ft-control ${styles.goals}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        placeholder="–"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        title={disabled ? lockedTitle : undefined}
        onChange={(e) => onDraft(e.target.value)}
        data-score-pair={pair}
        onBlur={(event) => staysInPair(event, pair) || onCommit()}
        onKeyDown={commitOnEnter(onCommit)}
      />
    </>
  );
}
