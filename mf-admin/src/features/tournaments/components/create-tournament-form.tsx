import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { MAX_NAME_LENGTH, characterCount, validateTextLength, type Tournament } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useCreateTournamentMutation } from '../api/use-create-tournament-mutation';
import { useRunningSetup } from '../atoms/running-setups-atom';
import { ClaimedSetup } from './claimed-setup';
import { CREATE_TOURNAMENT_DEFAULTS, browserTimeZone, createBlocker, formatOf, type CreateTournamentValues } from './create-tournament-values';
import { FormatFields } from './format-fields';
import { SetupProgressBar } from './setup-progress-bar';
import { TeamPicker } from './team-picker';

/**
 * The create-tournament form (spec §2 "Manage Tournaments", §4, §5, §9): name, teams, and the format
 * (mode, league rounds, playoff qualifiers or custom playoff settings); the tournament's time zone is
 * the browser's (issue 13). Submit stays disabled until the rules allow it, with the reason written
 * next to it; a name over 100 characters is refused next to the field (with a counter from 80). While
 * the matches are saved a bar shows how far (over 200 matches); a creation that stopped after the
 * tournament was stored is shown as interrupted, with Resume and Delete, not as "try again" (which
 * would make a second tournament).
 */
export function CreateTournamentForm({ organizerId, onCreated }: { organizerId: string; onCreated: (tournament: Tournament) => void }) {
  const form = useForm<CreateTournamentValues>({ defaultValues: CREATE_TOURNAMENT_DEFAULTS });
  const values = useWatch({ control: form.control });
  const blocker = createBlocker(values);
  const nameTooLong = validateTextLength('Tournament name', values.name, MAX_NAME_LENGTH);
  const { create, claimedId } = useCreateTournamentMutation(organizerId);
  const running = useRunningSetup(claimedId);
  const blockerId = useId();
  const submit = (values: CreateTournamentValues) =>
    create.mutate(
      { name: values.name, teamIds: values.teamIds, format: formatOf(values), timeZone: browserTimeZone() },
      { onSuccess: (created) => onCreated(created), onError: (failure) => console.error('Creating a tournament failed', failure) },
    );

  return (
    <FormProvider {...form}>
      <form className={layout.form} onSubmit={form.handleSubmit(submit)} aria-label="Create tournament">
        <TextField
          label="Tournament Name"
          required
          error={nameTooLong}
          counter={characterCount(values.name, MAX_NAME_LENGTH)}
          {...form.register('name', { validate: (name, all) => validateTextLength('Tournament name', name, MAX_NAME_LENGTH) ?? createBlocker(all) ?? true })}
        />
        <TeamPicker organizerId={organizerId} />
        <FormatFields />
        {create.isError && !claimedId && <Alert tone="error">The tournament could not be created. Please try again.</Alert>}
        {create.isError && claimedId && <ClaimedSetup tournamentId={claimedId} onResumed={onCreated} onDeleted={create.reset} />}
        <div className={layout.actions}>
          <Button
            type="submit"
            disabled={blocker !== null || nameTooLong !== null}
            // Still "Creating..." between the creation and the detail opening.
            loading={create.isPending || create.isSuccess}
            loadingText="Creating..."
            aria-describedby={blocker ? blockerId : undefined}
          >
            Create Tournament
          </Button>
          {blocker && (
            <span id={blockerId} className={layout.muted}>
              {blocker}
            </span>
          )}
        </div>
        {create.isPending && running && <SetupProgressBar progress={running} />}
      </form>
    </FormProvider>
  );
}
