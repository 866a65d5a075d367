import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  team: string;
  played: number;
  points: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'team', header: 'Team', cell: (row) => row.team, rowHeader: true },
  { key: 'p', header: 'P', cell: (row) => row.played, numeric: true },
  { key: 'pts', header: 'Pts', cell: (row) => row.points, numeric: true },
];

const rows: Row[] = [
  { team: 'Manchester City', played: 38, points: 89 },
  { team: 'Arsenal', played: 38, points: 84 },
];

describe('DataTable', () => {
  it('renders a captioned table with column and row headers in a scrollable region', () => {
    render(<DataTable caption="Standings" columns={columns} rows={rows} rowKey={(row) => row.team} />);
    const table = screen.getByRole('table', { name: 'Standings' });
    expect(screen.getByRole('region', { name: 'Standings' }).tabIndex).toBe(0);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Team', 'P', 'Pts']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Manchester City',
      'Arsenal',
    ]);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const points = within(firstRow).getAllByRole('cell')[1] as HTMLElement;
    expect(points.textContent).toBe('89');
    expect(points.className).toContain('ft-table__cell--end');
  });

  it('sizes a column by a width its stylesheet knows: server-rendered, the table carries no style attribute', () => {
    const ranked: DataTableColumn<Row>[] = [{ key: 'rank', header: '#', width: '5.5rem', cell: (_row, index) => index + 1 }, ...columns];
    render(<DataTable caption="Standings" columns={ranked} rows={rows} rowKey={(row) => row.team} />);
    expect(screen.getByRole('columnheader', { name: '#' }).getAttribute('data-width')).toBe('5.5rem');
    expect(renderToStaticMarkup(<DataTable caption="Standings" columns={ranked} rows={rows} rowKey={(row) => row.team} />)).not.toMatch(/\sstyle=/);
  });

  it('shows the empty text in one full-width row', () => {
    render(<DataTable caption="Standings" columns={columns} rows={[]} rowKey={(row) => row.team} emptyText="No teams" />);
    const cell = screen.getByRole('cell', { name: 'No teams' }) as HTMLTableCellElement;
    expect(cell.colSpan).toBe(3);
  });

  it('applies row classes', () => {
    render(
      <DataTable
        caption="Standings"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.team}
        rowClassName={(_row, index) => (index === 0 ? 'leader' : undefined)}
      />,
    );
    expect(screen.getAllByRole('row')[1]?.className).toBe('leader');
    expect(screen.getByText('Standings').className).toContain('ft-visually-hidden');
  });

  it('sets data attributes on rows', () => {
    render(
      <DataTable
        caption="Standings"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.team}
        rowData={(_row, index) => ({ 'data-position': String(index + 1), 'data-leader': index === 0 ? 'true' : undefined })}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect([first?.dataset.position, first?.dataset.leader]).toEqual(['1', 'true']);
    expect([second?.dataset.position, second?.hasAttribute('data-leader')]).toEqual(['2', false]);
  });
});
