import { Link } from 'react-router-dom';
import { computeTournamentStatistics, type GoalEvent, type PlayerTally, type Team } from 'shared-domain';
import { teamLabel, type TeamLookup } from 'shared-football-ui';
import { DataTable, Tabs, type DataTableColumn } from 'shared-ui';
import styles from './player-statistics.module.css';

/**
 * Statistics with the tabs All Players, Top Scorers, Top Assists (spec §2, §9): tallied from the goal
 * events of the matches, public players only; the leaderboards show at most 5.
 */
export function PlayerStatistics({
  teams,
  matches,
  teamLookup,
}: {
  teams: readonly Team[];
  matches: readonly { goals?: readonly GoalEvent[] }[];
  /** Every team the page read, to name each player's team (a team no longer listed too). */
  teamLookup: TeamLookup;
}) {
  const stats = computeTournamentStatistics(teams, matches, { publicOnly: true });
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

  return (
    <Tabs
      label="Player statistics"
      items={[
        { id: 'all', label: 'All Players', content: table('All Players', stats.allPlayers, [rank, player, goals, assists], 'No public players yet.') },
        { id: 'scorers', label: 'Top Scorers', content: table('Top Scorers', stats.topScorers, [rank, player, goals, assists], 'No goals recorded yet.') },
        { id: 'assists', label: 'Top Assists', content: table('Top Assists', stats.topAssists, [rank, player, assists, goals], 'No assists recorded yet.') },
      ]}
    />
  );
}
