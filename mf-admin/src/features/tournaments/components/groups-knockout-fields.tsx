import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_GROUPS, MIN_GROUPS } from 'shared-domain/groups-knockout';
import { SelectField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { CheckOption } from './check-option';
import type { CreateTournamentValues } from './create-tournament-values';
import styles from './groups-knockout-fields.module.css';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];
/** The top 1 to 4 of each group may qualify (shared-domain's groupRulesError). */
const QUALIFIER_OPTIONS = [1, 2, 3, 4];

/** The knockout rounds a cup may play over two legs, by their distance from the final. */
const TWO_LEG_ROUNDS = [
  { fromFinal: '5', label: 'Round of 32' },
  { fromFinal: '4', label: 'Round of 16' },
  { fromFinal: '3', label: 'Quarter-finals' },
  { fromFinal: '2', label: 'Semi-finals' },
  { fromFinal: '1', label: 'Final' },
];

/**
 * The create form's settings of a Groups + Knockout cup (issue 24): groups, legs in a group, qualifiers
 * of each group and the best of the next place, the knockout rounds played over two legs, the away-goals
 * rule (off by default) and the third-place match. The teams are drawn into groups after creation.
 */
export function GroupsKnockoutFields() {
  const { control, register } = useFormContext<CreateTournamentValues>();
  const [groupCount, qualifiers] = useWatch({ control, name: ['groupCount', 'qualifiersPerGroup'] });
  const nextPlace = ORDINALS[Number(qualifiers)] ?? `${Number(qualifiers) + 1}th`;
  return (
    <>
      <div className={layout.grid2}>
        <SelectField
          label="Groups"
          hint="Groups A, B, C…; the teams are drawn into them after creation."
          options={range(MIN_GROUPS, MAX_GROUPS).map((n) => ({ value: String(n), label: String(n) }))}
          {...register('groupCount')}
        />
        <SelectField
          label="Group Legs"
          options={[
            { value: '1', label: 'Once (1 leg)' },
            { value: '2', label: 'Home and away (2 legs)' },
          ]}
          {...register('groupLegs')}
        />
        <SelectField
          label="Qualifiers per Group"
          options={QUALIFIER_OPTIONS.map((n) => ({ value: String(n), label: `Top ${n}` }))}
          {...register('qualifiersPerGroup')}
        />
        <SelectField
          label={`Best ${nextPlace}-placed Teams`}
          hint={`Also qualify: the best teams placed ${nextPlace} across the groups.`}
          options={range(0, Number(groupCount)).map((n) => ({ value: String(n), label: n === 0 ? 'None' : String(n) }))}
          {...register('bestOfCount')}
        />
      </div>
      <fieldset className={styles.rounds}>
        <legend>Two-legged Knockout Rounds</legend>
        {TWO_LEG_ROUNDS.map((round) => (
          <CheckOption key={round.fromFinal} label={round.label} value={round.fromFinal} {...register('twoLegRounds')} />
        ))}
      </fieldset>
      <div className={layout.grid2}>
        <CheckOption label="Away goals rule" {...register('awayGoals')} />
        <CheckOption label="Third-place match" {...register('thirdPlaceMatch')} />
      </div>
    </>
  );
}
