import { PageHeader } from 'shared-ui';

/** Placeholder until this screen is built: its title only, never invented data. */
export function PublicTournamentScreen() {
  return <PageHeader title="Tournament" />;
}
