import { PageHeader } from 'shared-ui';

/** Placeholder until this screen is built: its title only, never invented data. */
export function TournamentDetailScreen() {
  return <PageHeader title="Tournament" />;
}
