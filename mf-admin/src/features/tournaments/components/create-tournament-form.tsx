import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { tournamentsRepository } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import { CREATE_TOURNAMENT_DEFAULTS, createBlocker, formatOf, type CreateTournamentValues } from './create-tournament-values';
import { FormatFields } from './format-fields';
import { TeamPicker } from './team-picker';
import layout from '../../../common/styles/layout.module.css';

/**
 * The create-tournament form (spec §2 "Manage Tournaments", §4, §5, §9): name, teams, and the format
 * (mode, league rounds, playoff qualifiers or custom playoff settings). Submit stays disabled until
 * the rules allow it, with the reason written next to it.
 */
export function CreateTournamentForm({ organizerId, onCreated }: { organizerId: string; onCreated: (tournament: Tournament) => void }) {
  const form = useForm<CreateTournamentValues>({ defaultValues: CREATE_TOURNAMENT_DEFAULTS });
  const blocker = createBlocker(useWatch({ control: form.control }));
  const [error, setError] = useState<string | null>(null);
  const blockerId = useId();

  const create = async (values: CreateTournamentValues) => {
    setError(null);
    try {
      onCreated(await tournamentsRepository.create({ name: values.name, teamIds: values.teamIds, format: formatOf(values) }, organizerId));
    } catch (failure) {
      console.error('Creating a tournament failed', failure);
      setError('The tournament could not be created. Please try again.');
    }
  };

  return (
    <FormProvider {...form}>
      <form className={layout.form} onSubmit={form.handleSubmit(create)} aria-label="Create tournament">
        <TextField
          label="Tournament Name"
          required
          {...form.register('name', { validate: (_name, values) => createBlocker(values) ?? true })}
        />
        <TeamPicker organizerId={organizerId} />
        <FormatFields />
        {error && <Alert tone="error">{error}</Alert>}
        <div className={layout.actions}>
          <Button
            type="submit"
            disabled={blocker !== null}
            loading={form.formState.isSubmitting}
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
      </form>
    </FormProvider>
  );
}
