import { Link } from 'react-router-dom';
import { MATCH_DETAIL_MESSAGES } from 'shared-domain';
import { StatusScreen, buttonClassName } from 'shared-ui';

/** Spec §2: a missing or foreign match, with a link to its tournament. */
export function MatchNotFound({ tournamentPath }: { tournamentPath: string }) {
  return (
    <StatusScreen
      title={MATCH_DETAIL_MESSAGES.matchNotFound}
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to={tournamentPath}>
          Back to Tournament
        </Link>
      }
    >
      <p>{MATCH_DETAIL_MESSAGES.matchNoAccess}</p>
    </StatusScreen>
  );
}
