import type { UseFormReturn } from 'react-hook-form';
import { GOALS_FIELD, PENALTIES_FIELD, scoreLockedReason, type Match } from 'shared-domain';
import { TextField } from 'shared-ui';
import { MutedText } from '../../../../common/muted-text';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { countRule, levelAsTyped, scoreInputsOpen, type MatchDetailsValues, type ScoreRules } from './match-details-changes';

interface ScoreFieldsProps {
  /** A postponed or cancelled match takes no score (issue 22). */
  match: Match;
  sides: MatchSides;
  form: Pick<UseFormReturn<MatchDetailsValues>, 'register' | 'clearErrors' | 'formState'>;
  rules: ScoreRules;
  /** The score as typed: a level knockout score asks for its shoot-out at once, before any save. */
  typed: Pick<MatchDetailsValues, 'homeGoals' | 'awayGoals'>;
}

type CountField = 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties';

const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;
const goalsRule = countRule(GOALS_FIELD);
// The shoot-out is read only while the score as typed is level; hidden, its old text refuses nothing.
const penaltiesRule = (text: string, values: MatchDetailsValues) => !levelAsTyped(values) || countRule(PENALTIES_FIELD)(text);

/**
 * The goals of each side and, for a knockout game whose score is level, the penalty shoot-out (issue 8:
 * a knockout game is always decided). A knockout game waiting for its teams, or a postponed or
 * cancelled match, takes no score and says why. Text that is not a whole number is refused next to its
 * field (issue 11), so the stored score stays.
 */
export function ScoreFields({ match, sides, form, rules, typed }: ScoreFieldsProps) {
  const locked = !scoreInputsOpen(match, rules);
  const lockedText = rules.scoreOpen ? scoreLockedReason(match) : 'The score can be entered once both teams are known.';
  // A refusal shows until the field is edited again or the next save.
  const count = (field: CountField, validate: typeof penaltiesRule) => ({
    error: form.formState.errors[field]?.message,
    ...form.register(field, { validate, onChange: () => form.clearErrors(field) }),
  });
  return (
    <>
      <div className={stack.row}>
        <TextField label={`${sides.name('home')} goals`} {...numeric} disabled={locked} {...count('homeGoals', goalsRule)} />
        <TextField label={`${sides.name('away')} goals`} {...numeric} disabled={locked} {...count('awayGoals', goalsRule)} />
      </div>
      {locked ? <MutedText>{lockedText}</MutedText> : null}
      {rules.knockout && !locked && levelAsTyped(typed) ? (
        <div className={stack.row} role="group" aria-label="Penalty shoot-out">
          <TextField label="Home penalties" {...numeric} {...count('homePenalties', penaltiesRule)} />
          <TextField label="Away penalties" {...numeric} {...count('awayPenalties', penaltiesRule)} />
        </div>
      ) : null}
    </>
  );
}
