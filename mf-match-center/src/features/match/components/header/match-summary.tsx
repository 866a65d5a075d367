import { Link } from 'react-router-dom';
import { matchStatusForDisplay, type Match, type MatchSide, type MatchStatus } from 'shared-domain';
import { MatchHeader, type MatchHeaderSide, type TeamLinkProps } from 'shared-football-ui';
import type { MatchSides } from '../match-sides';
import { StatusSelect } from './status-select';

interface MatchSummaryProps {
  match: Match;
  sides: MatchSides;
  now: number;
  /** '/admin' inside the console, '' on the public paths: where team names link to. */
  base: string;
  onStatusChange: (status: MatchStatus) => void;
}

/** The kit's match header (teams, score, status, facts) with the status selector under it. */
export function MatchSummary({ match, sides, now, base, onStatusChange }: MatchSummaryProps) {
  const side = (which: MatchSide): MatchHeaderSide => {
    const team = sides.team(which);
    return { name: sides.name(which), logo: team?.logo, colors: team?.colors, teamId: team?.id };
  };
  const teamLink = ({ teamId, className, children }: TeamLinkProps) => (
    <Link className={className} to={`${base}/teams/${teamId}`}>
      {children}
    </Link>
  );
  return (
    <MatchHeader match={match} home={side('home')} away={side('away')} now={now} renderTeamLink={teamLink}>
      <StatusSelect status={matchStatusForDisplay(match, now)} onChange={onStatusChange} />
    </MatchHeader>
  );
}
