import { useFormContext, useWatch } from 'react-hook-form';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  LEAGUE_ROUND_OPTIONS,
  PLAYOFF_QUALIFIER_OPTIONS,
  TOURNAMENT_MODES,
  TOURNAMENT_MODE_LABELS,
  defaultLeagueRoundsFor,
  isTournamentMode,
} from 'shared-domain';
import { SelectField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { CheckOption } from './check-option';
import { GroupsKnockoutFields } from './groups-knockout-fields';
import type { CreateTournamentValues } from './create-tournament-values';

const asOptions = (values: readonly number[], label: (n: number) => string = String) => values.map((n) => ({ value: String(n), label: label(n) }));

/** The format part of the create form (spec §4, §9): mode, league rounds and the mode's playoff settings. */
export function FormatFields() {
  const { control, register, setValue, getValues } = useFormContext<CreateTournamentValues>();
  const mode = useWatch({ control, name: 'mode' });
  // Rounds follow the mode's default (2 for the combined format) until the organizer picks a value.
  const modeChanged = (value: string) => {
    if (!getValues('roundsPicked') && isTournamentMode(value)) setValue('rounds', String(defaultLeagueRoundsFor(value)));
  };
  return (
    <>
      <div className={layout.grid2}>
        <SelectField
          label="Format"
          options={TOURNAMENT_MODES.map((m) => ({ value: m, label: TOURNAMENT_MODE_LABELS[m] }))}
          {...register('mode', { onChange: (e) => modeChanged(e.target.value) })}
        />
        {mode !== 'groups_knockout' && (
          <SelectField
            label="League Rounds"
            hint="How many times each team meets every other team."
            options={asOptions(LEAGUE_ROUND_OPTIONS)}
            {...register('rounds', { onChange: () => setValue('roundsPicked', true) })}
          />
        )}
        {mode === 'league_playoff' && (
          <SelectField
            label="Playoff Qualifiers"
            hint="The top teams of the table go to the playoffs."
            options={asOptions(PLAYOFF_QUALIFIER_OPTIONS, (q) => `Top ${q}`)}
            {...register('qualifiers')}
          />
        )}
        {mode === 'league_custom_playoff' && (
          <>
            <SelectField label="Playoff Teams" options={asOptions(CUSTOM_PLAYOFF_TEAM_OPTIONS)} {...register('playoffTeams')} />
            <CheckOption label="Enable bye" besideFields {...register('enableBye')} />
          </>
        )}
      </div>
      {mode === 'groups_knockout' && <GroupsKnockoutFields />}
      {mode === 'swiss_elimination' && (
        <p className={layout.muted}>League matches first; then the top 4 of the final table play the semifinals (1st v 4th, 2nd v 3rd) and a final. At least 4 teams.</p>
      )}
    </>
  );
}
