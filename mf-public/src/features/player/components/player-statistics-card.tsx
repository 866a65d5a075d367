import type { PublicPlayerTeam } from 'shared-data';
import { computePlayerStatistics, tallyPlayers, type Player } from 'shared-domain';
import { StatGrid, StatTile } from 'shared-ui';
import { useTeamPublicMatchesQuery, type TeamSeason } from '../../../common/api/use-team-public-matches-query';
import { QueryCard } from '../../../common/query-card';
import styles from './player-statistics-card.module.css';

/** Statistics tiles over the matches of the public tournaments the player's team plays in. */
export function PlayerStatisticsCard({ player, team }: { player: Player; team: PublicPlayerTeam }) {
  const seasons = useTeamPublicMatchesQuery(team.id);
  return (
    <QueryCard title="Statistics" state={seasons} loadingText="Loading statistics..." errorText="The statistics could not be loaded right now.">
      {(data) => <PlayerStatistics player={player} teamId={team.id} seasons={data} />}
    </QueryCard>
  );
}

function PlayerStatistics({ player, teamId, seasons }: { player: Player; teamId: string; seasons: TeamSeason[] }) {
  const matches = seasons.flatMap((season) => season.matches);
  // Public view: every scored game has an outcome (the spec's zero-score exclusion is the admin view's, §9).
  const stats = computePlayerStatistics(player.id, matches, { zeroScoresExcludedFromOutcomes: false });
  const tally = tallyPlayers([{ id: teamId, players: [player] }], matches)[0];
  return (
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
  );
}
