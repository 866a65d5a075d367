import type { CsvProblem } from 'shared-domain/csv';
import { DataTable, type DataTableColumn } from 'shared-ui';

const COLUMNS: DataTableColumn<CsvProblem>[] = [
  { key: 'line', header: 'Line', numeric: true, width: '4rem', cell: (p) => p.line },
  // A problem of the whole row (a field too many, a broken quote) names no column.
  { key: 'column', header: 'Column', width: '9rem', cell: (p) => p.column || '—' },
  { key: 'reason', header: 'Problem', cell: (p) => p.reason },
];

/** Every problem of a file: its line, column and reason, in line order. */
export function CsvProblemsTable({ problems }: { problems: readonly CsvProblem[] }) {
  return <DataTable caption="Problems" columns={COLUMNS} rows={problems} rowKey={(p, i) => `${p.line}-${p.column}-${i}`} dense />;
}
