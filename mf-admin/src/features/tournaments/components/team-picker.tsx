import { useController, useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, LoadingPanel, TeamColors, buttonClassName } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { useOrganizerTeamsQuery } from '../api/use-organizer-teams-query';
import { CheckOption } from './check-option';
import { RetryAlert } from './retry-alert';
import type { CreateTournamentValues } from './create-tournament-values';
import styles from './team-picker.module.css';

/** The organizer's teams as checkboxes, with Select All / Select None; a link to Teams when there are none. */
export function TeamPicker({ organizerId }: { organizerId: string }) {
  const teams = useOrganizerTeamsQuery(organizerId);
  const { control } = useFormContext<CreateTournamentValues>();
  const { field } = useController({ control, name: 'teamIds' });
  const list = teams.data ?? [];
  const selected = new Set(field.value);
  // Kept in list order, so the fixtures follow the order the teams are listed in.
  const select = (ids: Iterable<string>) => {
    const chosen = new Set(ids);
    field.onChange(list.map((t) => t.id).filter((id) => chosen.has(id)));
  };
  const toggle = (teamId: string, checked: boolean) => select(checked ? [...selected, teamId] : [...selected].filter((id) => id !== teamId));

  return (
    <fieldset className={styles.picker}>
      <legend>
        Teams{' '}
        <span className={layout.muted}>
          ({field.value.length} of {list.length} selected)
        </span>
      </legend>
      {teams.isPending && <LoadingPanel compact text="Loading teams..." />}
      {teams.isError && <RetryAlert text="Could not load your teams." onRetry={() => void teams.refetch()} />}
      {teams.isSuccess && list.length === 0 && (
        <p className={layout.muted}>
          You have no teams yet. A tournament needs at least 2.{' '}
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/teams">
            Create teams
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <>
          <div className={layout.actions}>
            <Button size="sm" variant="secondary" onClick={() => select(list.map((t) => t.id))} disabled={selected.size === list.length}>
              Select All
            </Button>
            <Button size="sm" variant="ghost" onClick={() => select([])} disabled={selected.size === 0}>
              Select None
            </Button>
          </div>
          <ul className={styles.list}>
            {list.map((team) => (
              <li key={team.id}>
                {/* The colours are decorative here: the checkbox's name is the team name alone. */}
                <CheckOption
                  label={team.name}
                  decoration={<TeamColors colors={team.colors} size="sm" />}
                  checked={selected.has(team.id)}
                  onChange={(e) => toggle(team.id, e.target.checked)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
