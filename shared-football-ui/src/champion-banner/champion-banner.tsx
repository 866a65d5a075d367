import type { ReactNode } from 'react';
import { cx } from 'shared-ui';
import { TeamBadge } from '../team-badge/team-badge';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import styles from './champion-banner.module.css';

export interface ChampionBannerProps {
  /** The winner, as shared-domain's `tournamentChampion` names it. */
  teamId: string;
  teams: TeamLookup;
  /** The team's name as a link of the screen's own (its router), if any. */
  renderName?: (name: string) => ReactNode;
  className?: string;
}

/** A trophy: the shape is drawn, the meaning is the banner's text ("Champion: …"). */
function Trophy() {
  return (
    <svg className={styles.trophy} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z" />
    </svg>
  );
}

/**
 * Who won the competition, shown prominently at the top of a tournament page: a trophy, then
 * "Champion: <team>" with the team's badge. A status region, so it is announced when a final is decided.
 */
export function ChampionBanner({ teamId, teams, renderName, className }: ChampionBannerProps) {
  const team = teams.get(teamId);
  const name = teamLabel(teamId, teams);
  return (
    <div className={cx(styles.banner, className)} role="status">
      <Trophy />
      {team && <TeamBadge team={team} size="md" />}
      <p className={styles.text}>
        <span className={styles.label}>Champion:</span> <strong className={styles.name}>{renderName ? renderName(name) : name}</strong>
      </p>
    </div>
  );
}
