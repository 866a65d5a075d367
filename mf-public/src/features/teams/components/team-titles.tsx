import { Link } from 'react-router-dom';
import type { PublicSeasonTournament } from 'shared-domain';
import { TrophyIcon } from 'shared-football-ui';
import { Card } from 'shared-ui';
import styles from './team-titles.module.css';

/**
 * The public tournaments the team has won, each with a trophy and a link to its page. Nothing at all
 * when there are none: the page is about the team.
 */
export function TeamTitles({ titles }: { titles: readonly PublicSeasonTournament[] }) {
  if (titles.length === 0) return null;
  return (
    <Card title="Titles">
      <ul className={styles.titles}>
        {titles.map((tournament) => (
          <li key={tournament.id}>
            <TrophyIcon className={styles.trophy} />{' '}
            <Link to={`/public/tournaments/${tournament.id}`}>{tournament.name}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
