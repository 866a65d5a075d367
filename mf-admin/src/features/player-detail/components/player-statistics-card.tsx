import { computePlayerStatistics, type Match } from 'shared-domain';
import { Card, StatGrid, StatTile, cx } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';

/** Spec §2 "Player Statistics" tiles, from the matches of the tournaments the player's team plays in. */
export function PlayerStatisticsCard({ playerId, matches }: { playerId: string; matches: readonly Match[] }) {
  const stats = computePlayerStatistics(playerId, matches);
  return (
    <Card title="Player Statistics">
      <StatGrid minTileWidth="7.5rem">
        <StatTile label="Games" value={stats.games} />
        <StatTile label="Wins" value={stats.wins} />
        <StatTile label="Draws" value={stats.draws} />
        <StatTile label="Losses" value={stats.losses} />
        <StatTile label="Goals For" value={stats.goalsFor} />
        <StatTile label="Goals Against" value={stats.goalsAgainst} />
      </StatGrid>
      <p className={cx(layout.muted, layout.note)}>
        Games in the starting lineup with both scores entered. Wins, draws and losses count only games in which both teams scored.
      </p>
    </Card>
  );
}
