import type { UseFormRegister } from 'react-hook-form';
import { needsPenalties, parseScoreInput } from 'shared-domain';
import { TextField } from 'shared-ui';
import { MutedText } from '../../../../common/muted-text';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import type { MatchDetailsValues, ScoreRules } from './match-details-changes';

interface ScoreFieldsProps {
  sides: MatchSides;
  register: UseFormRegister<MatchDetailsValues>;
  rules: ScoreRules;
  /** The score as typed: a level knockout score asks for its shoot-out at once, before any save. */
  typed: Pick<MatchDetailsValues, 'homeGoals' | 'awayGoals'>;
}

const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * The goals of each side and, for a knockout game whose score is level, the penalty shoot-out (issue 8:
 * a knockout game is always decided). A knockout game waiting for its teams takes no score yet.
 */
export function ScoreFields({ sides, register, rules, typed }: ScoreFieldsProps) {
  const locked = !rules.scoreOpen;
  const level = needsPenalties({ homeGoals: parseScoreInput(typed.homeGoals), awayGoals: parseScoreInput(typed.awayGoals) });
  return (
    <>
      <div className={stack.row}>
        <TextField label={`${sides.name('home')} goals`} {...numeric} disabled={locked} {...register('homeGoals')} />
        <TextField label={`${sides.name('away')} goals`} {...numeric} disabled={locked} {...register('awayGoals')} />
      </div>
      {locked ? <MutedText>The score can be entered once both teams are known.</MutedText> : null}
      {rules.knockout && !locked && level ? (
        <div className={stack.row} role="group" aria-label="Penalty shoot-out">
          <TextField label="Home penalties" {...numeric} {...register('homePenalties')} />
          <TextField label="Away penalties" {...numeric} {...register('awayPenalties')} />
        </div>
      ) : null}
    </>
  );
}
