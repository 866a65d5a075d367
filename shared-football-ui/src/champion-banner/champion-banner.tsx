import type { ReactNode } from 'react';
import { cx } from 'shared-ui';
import { TeamBadge } from '../team-badge/team-badge';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import { TrophyIcon } from '../trophy-icon/trophy-icon';
import styles from './champion-banner.module.css';

export interface ChampionBannerProps {
  /** The winner, as shared-domain's `tournamentChampion` names it. */
  teamId: string;
  teams: TeamLookup;
  /** The team's name as a link of the screen's own (its router), if any. */
  renderName?: (name: string) => ReactNode;
  className?: string;
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
      <TrophyIcon className={styles.trophy} />
      {team && <TeamBadge team={team} size="md" />}
      <p className={styles.text}>
        <span className={styles.label}>Champion:</span> <strong className={styles.name}>{renderName ? renderName(name) : name}</strong>
      </p>
    </div>
  );
}
