import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge/badge';
import { EntityAvatar } from '../entity-avatar/entity-avatar';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  position: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

// Top of the real 2022/23 Premier League final table.
const rows: Row[] = [
  { position: 1, team: 'Manchester City', played: 38, won: 28, drawn: 5, lost: 5, goalsFor: 94, goalsAgainst: 33, points: 89 },
  { position: 2, team: 'Arsenal', played: 38, won: 26, drawn: 6, lost: 6, goalsFor: 88, goalsAgainst: 43, points: 84 },
  { position: 3, team: 'Manchester United', played: 38, won: 23, drawn: 6, lost: 9, goalsFor: 58, goalsAgainst: 43, points: 75 },
  { position: 4, team: 'Newcastle United', played: 38, won: 19, drawn: 14, lost: 5, goalsFor: 68, goalsAgainst: 33, points: 71 },
  { position: 5, team: 'Liverpool', played: 38, won: 19, drawn: 10, lost: 9, goalsFor: 75, goalsAgainst: 47, points: 67 },
];

const abbr = (short: string, full: string) => <abbr title={full}>{short}</abbr>;

const columns: DataTableColumn<Row>[] = [
  { key: 'pos', header: '#', cell: (row) => row.position, numeric: true, width: '3rem' },
  {
    key: 'team',
    header: 'Team',
    rowHeader: true,
    cell: (row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <EntityAvatar name={row.team} size="sm" decorative />
        {row.team}
        {row.position <= 4 ? <Badge tone="success">Qualified</Badge> : null}
      </span>
    ),
  },
  { key: 'p', header: abbr('P', 'Played'), cell: (row) => row.played, numeric: true },
  { key: 'w', header: abbr('W', 'Won'), cell: (row) => row.won, numeric: true },
  { key: 'd', header: abbr('D', 'Drawn'), cell: (row) => row.drawn, numeric: true },
  { key: 'l', header: abbr('L', 'Lost'), cell: (row) => row.lost, numeric: true },
  { key: 'gf', header: abbr('GF', 'Goals for'), cell: (row) => row.goalsFor, numeric: true },
  { key: 'ga', header: abbr('GA', 'Goals against'), cell: (row) => row.goalsAgainst, numeric: true },
  { key: 'pts', header: abbr('Pts', 'Points'), cell: (row) => <strong>{row.points}</strong>, numeric: true },
];

const meta = {
  title: 'Display/DataTable',
  component: DataTable<Row>,
  args: { caption: 'Standings', columns, rows, rowKey: (row: Row) => row.team },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standings: Story = {};

export const Dense: Story = { args: { dense: true } };

export const Empty: Story = { args: { rows: [], emptyText: 'No teams yet' } };

export const HiddenCaption: Story = { args: { hideCaption: true } };
