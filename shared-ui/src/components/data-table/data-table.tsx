import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './data-table.css';

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers: right-aligned with tabular figures. */
  numeric?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Marks the column whose cell names the row (rendered as a row header). */
  rowHeader?: boolean;
  /**
   * The column's width, one the table's stylesheet knows (an attribute its rules read, not a style attribute: a
   * server-rendered page's policy allows no inline style).
   */
  width?: DataTableColumnWidth;
}

/** The widths data-table.css has a rule for (`[data-width="5.5rem"]`). */
type DataTableColumnWidth = '3rem' | '4rem' | '5.5rem' | '9rem' | '12rem';

/** `data-*` attributes of a row; undefined values are left out. */
type RowDataAttributes = Partial<Record<`data-${string}`, string>>;

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's name; also names the scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only. */
  hideCaption?: boolean;
  /** Shown in one full-width row when there are no rows. */
  emptyText?: ReactNode;
  rowClassName?: (row: Row, index: number) => string | undefined;
  /**
   * `data-*` attributes of a row (e.g. `{ 'data-medal': 'gold' }`): a state that styles and tests can
   * select without knowing class names, which CSS Modules hash.
   */
  rowData?: (row: Row, index: number) => RowDataAttributes;
  dense?: boolean;
  className?: string;
}

/**
 * A semantic <table> for standings, squads and schedules. Scrolls sideways on narrow screens inside a
 * focusable, labelled region so keyboard users can scroll it too.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  emptyText = 'No data',
  rowClassName,
  rowData,
  dense = false,
  className,
}: DataTableProps<Row>) {
  const captionId = `ft-table${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const alignClass = (column: DataTableColumn<Row>) =>
    `ft-table__cell--${column.align ?? (column.numeric ? 'end' : 'start')}`;
  return (
    <div className={cx('ft-table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx('ft-table', dense && 'ft-table--dense')}>
        <caption id={captionId} className={cx('ft-table__caption', hideCaption && 'ft-visually-hidden')}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx('ft-table__cell', alignClass(column))}
                data-width={column.width}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="ft-table__cell ft-table__empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} className={rowClassName?.(row, index)} {...rowData?.(row, index)}>
                {columns.map((column) => {
                  const classes = cx(
                    'ft-table__cell',
                    alignClass(column),
                    column.numeric && 'ft-table__cell--numeric',
                  );
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={classes}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={classes}>
                      {column.cell(row, index)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
