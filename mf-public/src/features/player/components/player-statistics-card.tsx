import { playerStatisticsOverSeasons, type PublicTeamSeason } from 'shared-domain';
import { Card, StatGrid, StatTile } from 'shared-ui';
import styles from './player-statistics-card.module.css';

/**
 * Statistics tiles over the matches of the public tournaments the player's team plays in (each season
 * carries the player's line; every scored game has an outcome in the public view, spec §9's zero-score
 * exclusion is the admin view's).
 */
export function PlayerStatisticsCard({ playerId, seasons }: { playerId: string; seasons: readonly PublicTeamSeason[] }) {
  const stats = playerStatisticsOverSeasons(playerId, seasons);
  return (
    <Card title="Statistics">
      <div className={styles.groups}>
        <section aria-labelledby="player-results">
          <h3 id="player-results">Results</h3>
          <StatGrid minTileWidth="7rem">
            <StatTile label="Games" value={stats.games} />
            <StatTile label="Wins" value={stats.wins} />
            <StatTile label="Draws" value={stats.draws} />
            <StatTile label="Losses" value={stats.losses} />
          </StatGrid>
        </section>
        <section aria-labelledby="player-goals">
          <h3 id="player-goals">Goals</h3>
          <StatGrid minTileWidth="7rem">
            <StatTile label="Goals Scored" value={stats.goals} tone="accent" />
            <StatTile label="Assists" value={stats.assists} tone="accent" />
            <StatTile label="Goals For" value={stats.goalsFor} hint="team, in games played" />
            <StatTile label="Goals Against" value={stats.goalsAgainst} hint="team, in games played" />
          </StatGrid>
        </section>
      </div>
    </Card>
  );
}
