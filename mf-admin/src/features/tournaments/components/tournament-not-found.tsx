import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-domain';
import { StatusScreen, buttonClassName } from 'shared-ui';

/** Spec §2: a missing or foreign tournament. */
export function TournamentNotFound() {
  return (
    <StatusScreen
      title="Tournament Not Found"
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to="/tournaments">
          Back to Tournaments
        </Link>
      }
    >
      <p>{MESSAGES.tournamentNoAccess}</p>
    </StatusScreen>
  );
}
