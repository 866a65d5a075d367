import { goalDifference, standingMedal, type StandingRow } from 'shared-domain';
import { Badge, VisuallyHidden, type DataTableColumn } from 'shared-ui';
import { TeamBadge } from '../team-badge/team-badge';
import { teamLabel, type TeamLinking, type TeamLookup } from '../teams/team-info';
import { linkedTeamName } from '../teams/team-link';
import styles from './standings-table.module.css';

const MEDAL_NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' } as const;

/** The counted columns after Team: header text, its meaning (the abbr title) and the value. */
const STAT_COLUMNS: [string, string, (row: StandingRow) => number | string][] = [
  ['P', 'Played', (r) => r.played],
  ['W', 'Won', (r) => r.won],
  ['D', 'Drawn', (r) => r.drawn],
  ['L', 'Lost', (r) => r.lost],
  ['GF', 'Goals for', (r) => r.goalsFor],
  ['GA', 'Goals against', (r) => r.goalsAgainst],
  ['GD', 'Goal difference', (r) => signed(goalDifference(r))],
];

/** A goal difference as tables print it: '+3', '0', '-2'. */
function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export interface StandingsColumnOptions {
  teams: TeamLookup;
  linking: TeamLinking;
  /** Teams marked "Qualified" (shared-domain's `qualifiedTeamIds`). */
  qualified: ReadonlySet<string>;
  medals: boolean;
  badges: boolean;
}

/** The table's columns: #, Team, P, W, D, L, GF, GA, GD, Pts (spec §2, §9). */
export function standingsColumns({ teams, linking, qualified, medals, badges }: StandingsColumnOptions): DataTableColumn<StandingRow>[] {
  const position: DataTableColumn<StandingRow> = {
    key: 'pos',
    header: <abbr title="Position">#</abbr>,
    width: '3rem',
    align: 'center',
    cell: (row, index) => {
      const medal = medals ? standingMedal(index, row) : null;
      return (
        <span className={styles.position} data-medal={medal ?? undefined}>
          {index + 1}
          {medal && <VisuallyHidden>{` (${MEDAL_NAMES[medal]})`}</VisuallyHidden>}
        </span>
      );
    },
  };
  const team: DataTableColumn<StandingRow> = {
    key: 'team',
    header: 'Team',
    rowHeader: true,
    cell: (row) => {
      const known = teams.get(row.teamId);
      return (
        <span className={styles.team}>
          {badges && known && <TeamBadge team={known} size="sm" />}
          {linkedTeamName(known ? row.teamId : undefined, teamLabel(row.teamId, teams), linking)}
          {qualified.has(row.teamId) && <Badge tone="success">Qualified</Badge>}
        </span>
      );
    },
  };
  const stats = STAT_COLUMNS.map(([header, title, value]): DataTableColumn<StandingRow> => ({
    key: header.toLowerCase(),
    header: <abbr title={title}>{header}</abbr>,
    numeric: true,
    cell: value,
  }));
  const points: DataTableColumn<StandingRow> = { key: 'pts', header: <abbr title="Points">Pts</abbr>, numeric: true, cell: (r) => <strong>{r.points}</strong> };
  return [position, team, ...stats, points];
}
