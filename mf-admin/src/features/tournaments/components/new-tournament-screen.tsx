import { PageHeader } from 'shared-ui';

/** Placeholder until this screen is built: its title only, never invented data. */
export function NewTournamentScreen() {
  return <PageHeader title="Create Tournament" />;
}
