import { Link } from 'react-router-dom';
import { computeStandings, isInPlayoffZone, type Match, type StandingRow } from 'shared-domain';
import { Badge, DataTable, type DataTableColumn } from 'shared-ui';
import styles from './standings-table.module.css';

/**
 * The league table (spec §2, §9), computed from the saved scores, so it follows every saved edit.
 * In playoff modes the playoff zone is highlighted and marked Qualified, once results exist.
 */
export function StandingsTable({
  teamIds,
  matches,
  nameOf,
  playoffZone,
}: {
  teamIds: readonly string[];
  matches: readonly Match[];
  nameOf: (teamId: string) => string;
  /** How many top rows qualify; 0 for a plain league. */
  playoffZone: number;
}) {
  const rows = computeStandings(teamIds, matches);
  // Before any result the order is only the team list: marking a zone then would mislead.
  const zone = rows.some((r) => r.played > 0) ? playoffZone : 0;
  const columns: DataTableColumn<StandingRow>[] = [
    { key: 'pos', header: '#', cell: (_row, index) => index + 1, numeric: true, width: '2.5rem' },
    {
      key: 'team',
      header: 'Team',
      rowHeader: true,
      cell: (row, index) => (
        <span className={styles.team}>
          <Link to={`/teams/${row.teamId}`}>{nameOf(row.teamId)}</Link>
          {isInPlayoffZone(index, zone) && <Badge tone="success">Qualified</Badge>}
        </span>
      ),
    },
    { key: 'p', header: <abbr title="Played">P</abbr>, cell: (r) => r.played, numeric: true },
    { key: 'w', header: <abbr title="Won">W</abbr>, cell: (r) => r.won, numeric: true },
    { key: 'd', header: <abbr title="Drawn">D</abbr>, cell: (r) => r.drawn, numeric: true },
    { key: 'l', header: <abbr title="Lost">L</abbr>, cell: (r) => r.lost, numeric: true },
    { key: 'gf', header: <abbr title="Goals for">GF</abbr>, cell: (r) => r.goalsFor, numeric: true },
    { key: 'ga', header: <abbr title="Goals against">GA</abbr>, cell: (r) => r.goalsAgainst, numeric: true },
    { key: 'pts', header: <abbr title="Points">Pts</abbr>, cell: (r) => <strong>{r.points}</strong>, numeric: true },
  ];
  return (
    <DataTable
      caption="Standings"
      hideCaption
      className={styles.table}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.teamId}
      rowClassName={(_row, index) => (isInPlayoffZone(index, zone) ? styles.qualified : undefined)}
      emptyText="No teams in this tournament."
    />
  );
}
