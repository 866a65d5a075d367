import { Link } from 'react-router-dom';
import type { TeamLinkProps } from 'shared-football-ui';

/** Where the public pages of the public match page's teams, players and tournament live (mf-public's routes). */
const publicTeamPath = (teamId: string) => `/public/teams/${encodeURIComponent(teamId)}`;
const publicPlayerPath = (playerId: string) => `/public/players/${encodeURIComponent(playerId)}`;
export const publicTournamentPath = (tournamentId: string) => `/public/tournaments/${encodeURIComponent(tournamentId)}`;

/** The kit's team link as a router link, so moving to the team page stays inside the single-page app. */
export function PublicTeamLink({ teamId, className, children }: TeamLinkProps) {
  return (
    <Link className={className} to={publicTeamPath(teamId)}>
      {children}
    </Link>
  );
}

/** A player's name, linked to their public page when the player is public (`playerId` set). */
export function PlayerName({ playerId, name, className }: { playerId: string | null; name: string; className?: string }) {
  if (playerId === null) return <span className={className}>{name}</span>;
  return (
    <Link className={className} to={publicPlayerPath(playerId)}>
      {name}
    </Link>
  );
}
