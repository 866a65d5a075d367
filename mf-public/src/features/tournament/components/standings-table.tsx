import { Link } from 'react-router-dom';
import { computeStandings, goalDifference, standingMedal, teamSlotLabel, type Match, type StandingRow } from 'shared-domain';
import { DataTable, VisuallyHidden, cx } from 'shared-ui';
import styles from './standings-table.module.css';

const MEDAL_NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const;

/**
 * The league table (spec §2, §5, §9): only league matches whose two scores are numbers ≥ 0 count; the
 * top three rows get medal styling (the medal is also the position's `data-medal`, for tests).
 */
export function StandingsTable({ teamIds, matches, names }: { teamIds: readonly string[]; matches: readonly Match[]; names: ReadonlyMap<string, string> }) {
  const rows = computeStandings(teamIds, matches);
  return (
    <DataTable<StandingRow>
      caption="League table"
      hideCaption
      dense
      rows={rows}
      rowKey={(row) => row.teamId}
      className={styles.table}
      rowClassName={(_row, index) => {
        const medal = standingMedal(index);
        return medal ? styles[`${medal}Row`] : undefined;
      }}
      emptyText="No teams yet."
      columns={[
        {
          key: 'pos',
          header: <abbr title="Position">#</abbr>,
          width: '3rem',
          align: 'center',
          cell: (_row, index) => {
            const medal = standingMedal(index);
            return (
              <span className={cx(styles.position, medal && styles[medal])} data-medal={medal ?? undefined}>
                {index + 1}
                {medal && <VisuallyHidden>{` (${MEDAL_NAMES[medal]})`}</VisuallyHidden>}
              </span>
            );
          },
        },
        {
          key: 'team',
          header: 'Team',
          rowHeader: true,
          cell: (row) => (names.has(row.teamId) ? <Link to={`/public/teams/${row.teamId}`}>{names.get(row.teamId)}</Link> : teamSlotLabel(row.teamId, names)),
        },
        { key: 'p', header: <abbr title="Played">P</abbr>, numeric: true, cell: (r) => r.played },
        { key: 'w', header: <abbr title="Won">W</abbr>, numeric: true, cell: (r) => r.won },
        { key: 'd', header: <abbr title="Drawn">D</abbr>, numeric: true, cell: (r) => r.drawn },
        { key: 'l', header: <abbr title="Lost">L</abbr>, numeric: true, cell: (r) => r.lost },
        { key: 'gf', header: <abbr title="Goals for">GF</abbr>, numeric: true, cell: (r) => r.goalsFor },
        { key: 'ga', header: <abbr title="Goals against">GA</abbr>, numeric: true, cell: (r) => r.goalsAgainst },
        {
          key: 'gd',
          header: <abbr title="Goal difference">GD</abbr>,
          numeric: true,
          cell: (r) => {
            const gd = goalDifference(r);
            return gd > 0 ? `+${gd}` : String(gd);
          },
        },
        { key: 'pts', header: <abbr title="Points">Pts</abbr>, numeric: true, cell: (r) => <strong>{r.points}</strong> },
      ]}
    />
  );
}
