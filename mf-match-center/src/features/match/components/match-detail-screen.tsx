import { PageHeader } from 'shared-ui';

/** Match detail (spec §2 "Match detail"): title only until the match centre issue fills it in. */
export function MatchDetailScreen() {
  return <PageHeader title="Match Details" />;
}
