import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';
import { usePublicTeamTitlesQuery } from '../api/use-public-team-titles-query';
import styles from './team-titles.module.css';

/**
 * The public tournaments the team has won, each with a trophy and a link to its page. Nothing at all
 * while they load, when they cannot be read, or when there are none: the page is about the team.
 */
export function TeamTitles({ teamId }: { teamId: string }) {
  const titles = usePublicTeamTitlesQuery(teamId);
  if (titles.status !== 'success' || titles.data.length === 0) return null;
  return (
    <Card title="Titles">
      <ul className={styles.titles}>
        {titles.data.map((tournament) => (
          <li key={tournament.id}>
            <span className={styles.trophy} aria-hidden="true">
              🏆
            </span>{' '}
            <Link to={`/public/tournaments/${tournament.id}`}>{tournament.name}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
