import type { PublicMatchSide } from 'shared-domain';
import { PublicTeamLineup } from './public-team-lineup';
import styles from './public-lineups.module.css';

/** Both teams' lineups, home first. */
export function PublicLineups({ home, away }: { home: PublicMatchSide; away: PublicMatchSide }) {
  return (
    <div className={styles.teams}>
      <PublicTeamLineup side={home} />
      <PublicTeamLineup side={away} />
    </div>
  );
}
