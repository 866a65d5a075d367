import { Link } from 'react-router-dom';
import type { ScreenState } from 'shared-data';
import { tournamentFormatLabel, type Tournament } from 'shared-domain';
import { Alert, Button, Card, LoadingPanel } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './team-titles-card.module.css';

/** The tournaments the team has won (issue 8), each with a trophy and a link to its admin page. */
export function TeamTitlesCard({ titles }: { titles: ScreenState<Tournament[]> }) {
  return (
    <Card title="Titles">
      <TitlesBody titles={titles} />
    </Card>
  );
}

function TitlesBody({ titles }: { titles: ScreenState<Tournament[]> }) {
  if (titles.status === 'pending') return <LoadingPanel compact text="Loading titles..." />;
  if (titles.status === 'error') {
    return (
      <Alert tone="error">
        The titles could not be loaded right now.{' '}
        <Button variant="secondary" size="sm" onClick={titles.retry}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (titles.data.length === 0) return <p className={layout.muted}>No titles yet.</p>;
  return (
    <ul className={styles.titles}>
      {titles.data.map((tournament) => (
        <li key={tournament.id} className={styles.title}>
          <span className={styles.trophy} aria-hidden="true">
            🏆
          </span>
          <Link to={`/tournaments/${tournament.id}`}>{tournament.name}</Link>
          <span className={layout.muted}>{tournamentFormatLabel(tournament.format)}</span>
        </li>
      ))}
    </ul>
  );
}
