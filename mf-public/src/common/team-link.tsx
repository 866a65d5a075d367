import { Link } from 'react-router-dom';
import type { TeamLinkProps } from 'shared-football-ui';

/** How the football kit links a team on public pages: to its public page, inside the single-page app. */
export function renderPublicTeamLink({ teamId, className, children }: TeamLinkProps) {
  return (
    <Link className={className} to={`/public/teams/${teamId}`}>
      {children}
    </Link>
  );
}
