import { useForm } from 'react-hook-form';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { MATCH_DATE_RANGE, matchDateChange, timeForChosenDate, timeOptions, type Match, type MatchPatch } from 'shared-domain';
import { Alert, Button, Card, SelectField, TextField } from 'shared-ui';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { changedMatchDetails, matchDetailsValues, type MatchDetailsValues, type ScoreRules } from './match-details-changes';
import { ScoreFields } from './score-fields';

const TIMES = timeOptions();

interface MatchDetailsFormProps {
  match: Match;
  sides: MatchSides;
  /** A knockout game's shoot-out rule, and whether its score can be entered yet. */
  rules: ScoreRules;
  saving: boolean;
  /**
   * Called with only the changed fields (null removes one); answers true once saved (the draft ends),
   * false when the organizer declined (then the score inputs show the stored result again), nothing when
   * the save failed (what was typed stays).
   */
  onSave: (changes: MatchPatch) => Promise<boolean | undefined> | void;
}

const SCORE_INPUTS = ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'] as const;

/**
 * Score (with a knockout game's shoot-out), date, time, venue and referee (spec §2, §5), saved as one
 * update of the changed fields. The result is one value (issue 22): one side alone, an incomplete or
 * undecided shoot-out, or a score on a postponed match is refused next to its field and nothing is saved.
 */
export function MatchDetailsForm({ match, sides, rules, saving, onSave }: MatchDetailsFormProps) {
  const form = useForm<MatchDetailsValues>({
    defaultValues: matchDetailsValues(match),
    // An error shows until the next save; editing the field clears it.
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, watch, setValue, setError, getValues, clearErrors, formState } = form;
  // What is typed and not saved survives a reload and a session end (issue 22); a save ends the draft.
  const draft = useFormDraft(form, { form: 'match-details', itemId: match.id });
  const storedDay = (match.dateISO ?? '').slice(0, 10);
  const date = register('dateISO', {
    validate: (value, values) => {
      if (value === storedDay) return true;
      const change = matchDateChange(value, values.time);
      return change.ok || change.error;
    },
    onChange: (event: { target: { value: string } }) => {
      clearErrors('dateISO');
      // A date chosen without a time gets 12:00 (spec §5, §9).
      if (event.target.value) setValue('time', timeForChosenDate(getValues('time')));
    },
  });
  const save = async (values: MatchDetailsValues) => {
    const result = changedMatchDetails(match, values, rules);
    if (!result.ok) return setError(result.field, { message: result.message }, { shouldFocus: true });
    const outcome = await onSave(result.changes);
    if (outcome === true) return draft.clear();
    if (outcome !== false) return;
    // Declined: nothing was stored, so the score shows what is stored again (issue 22).
    const stored = matchDetailsValues(match);
    for (const field of SCORE_INPUTS) setValue(field, stored[field]);
  };
  const time = watch('time');
  // A stored time off the 15-minute grid is still offered, so the select never shows blank.
  const timeChoices = time && !TIMES.includes(time) ? [time, ...TIMES] : TIMES;
  return (
    <Card title="Match details" headingLevel={2}>
      {/* noValidate: the domain's date rule gives the message, not the browser's own min/max bubble. */}
      <form className={stack.stack} aria-label="Match details" noValidate onSubmit={handleSubmit(save)}>
        {draft.restored && (
          <Alert tone="info" onDismiss={draft.dismiss}>
            {DRAFT_RESTORED_TEXT}
          </Alert>
        )}
        <ScoreFields match={match} sides={sides} form={{ register, clearErrors, formState }} rules={rules} typed={{ homeGoals: watch('homeGoals'), awayGoals: watch('awayGoals') }} />
        <div className={stack.row}>
          <TextField label="Date" type="date" min={MATCH_DATE_RANGE.min} max={MATCH_DATE_RANGE.max} error={formState.errors.dateISO?.message} {...date} />
          <SelectField label="Time" placeholder="--:--" options={timeChoices.map((t) => ({ value: t, label: t }))} {...register('time')} />
        </div>
        <div className={stack.row}>
          <TextField label="Venue" {...register('venue')} />
          <TextField label="Referee" {...register('referee')} />
        </div>
        <div>
          <Button type="submit" loading={saving}>
            Save Match Details
          </Button>
        </div>
      </form>
    </Card>
  );
}
