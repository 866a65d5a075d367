import { Link } from 'react-router-dom';
import type { PlayerTally } from 'shared-domain';
import type { SeasonPageStatistics } from 'shared-domain/season-page';
import { teamLabel, type TeamLookup } from 'shared-football-ui';
import { Button, DataTable, Tabs, type DataTableColumn } from 'shared-ui';
import styles from './player-statistics.module.css';

/**
 * Statistics with the tabs All Players, Top Scorers, Top Assists (spec §2, §9), as the page view carries
 * them (shared-domain's `seasonPageView`: public players only, the leaderboards at most 5). All Players
 * shows its top rows and a "Show all" button for the rest (issue 23), which `onShowAll` then reads.
 */
export function PlayerStatistics({
  statistics,
  teamLookup,
  onShowAll,
  loadingAll,
}: {
  statistics: SeasonPageStatistics;
  /** Every team the page names, to name each player's team (a team no longer listed too). */
  teamLookup: TeamLookup;
  onShowAll: () => void;
  /** The rest of All Players is being read. */
  loadingAll: boolean;
}) {
  const rank: DataTableColumn<PlayerTally> = { key: 'rank', header: '#', width: '3rem', align: 'center', cell: (_r, i) => i + 1 };
  const player: DataTableColumn<PlayerTally> = {
    key: 'player',
    header: 'Player',
    rowHeader: true,
    // The team goes under the name (not in a column of its own) so the table fits a phone.
    cell: (r) => (
      <span className={styles.playerCell}>
        <Link to={`/public/players/${r.playerId}`}>{r.name || 'Unnamed player'}</Link>
        <span className={styles.team}>{teamLabel(r.teamId, teamLookup)}</span>
      </span>
    ),
  };
  const goals: DataTableColumn<PlayerTally> = { key: 'goals', header: 'Goals', numeric: true, cell: (r) => r.goals };
  const assists: DataTableColumn<PlayerTally> = { key: 'assists', header: 'Assists', numeric: true, cell: (r) => r.assists };
  const table = (caption: string, rows: PlayerTally[], columns: DataTableColumn<PlayerTally>[], emptyText: string) => (
    <DataTable caption={caption} hideCaption dense rows={rows} rowKey={(r) => r.playerId} columns={columns} emptyText={emptyText} />
  );
  const hidden = statistics.allPlayersTotal - statistics.allPlayers.length;
  const allPlayers = (
    <div className={styles.allPlayers}>
      {table('All Players', statistics.allPlayers, [rank, player, goals, assists], 'No public players yet.')}
      {hidden > 0 && (
        <Button variant="secondary" size="sm" className={styles.showAll} onClick={onShowAll} loading={loadingAll} loadingText="Loading all players...">
          Show all {statistics.allPlayersTotal} players
        </Button>
      )}
    </div>
  );

  return (
    <Tabs
      label="Player statistics"
      items={[
        { id: 'all', label: 'All Players', content: allPlayers },
        { id: 'scorers', label: 'Top Scorers', content: table('Top Scorers', statistics.topScorers, [rank, player, goals, assists], 'No goals recorded yet.') },
        { id: 'assists', label: 'Top Assists', content: table('Top Assists', statistics.topAssists, [rank, player, assists, goals], 'No assists recorded yet.') },
      ]}
    />
  );
}
