import type { PublicPlayerTeam } from 'shared-data';
import { computePlayerStatistics, tallyPlayers, type Player } from 'shared-domain';
import { Alert, Card, LoadingPanel, StatGrid, StatTile } from 'shared-ui';
import { useTeamPublicMatchesQuery } from '../api/use-team-public-matches-query';
import styles from './player-statistics-card.module.css';

/** Statistics tiles over the matches of the public tournaments the player's team plays in. */
export function PlayerStatisticsCard({ player, team }: { player: Player; team: PublicPlayerTeam }) {
  const matches = useTeamPublicMatchesQuery(team.id);
  if (matches.status === 'pending') {
    return (
      <Card title="Statistics">
        <LoadingPanel compact text="Loading statistics..." />
      </Card>
    );
  }
  if (matches.status === 'error') {
    return (
      <Card title="Statistics">
        <Alert tone="error">The statistics could not be loaded right now.</Alert>
      </Card>
    );
  }
  // Public view: every scored game has an outcome (the spec's zero-score exclusion is the admin view's, §9).
  const stats = computePlayerStatistics(player.id, matches.data, { zeroScoresExcludedFromOutcomes: false });
  const tally = tallyPlayers([{ id: team.id, players: [player] }], matches.data)[0];
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
            <StatTile label="Goals Scored" value={tally?.goals ?? 0} tone="accent" />
            <StatTile label="Assists" value={tally?.assists ?? 0} tone="accent" />
            <StatTile label="Goals For" value={stats.goalsFor} hint="team, in games played" />
            <StatTile label="Goals Against" value={stats.goalsAgainst} hint="team, in games played" />
          </StatGrid>
        </section>
      </div>
    </Card>
  );
}
