import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** How a sortable column is sorted now, and how to sort by it. */
export interface ColumnSort {
  current: 'asc' | 'desc' | null;
  onSort: () => void;
}

/**
 * A column heading: its text, or its text with a class (e.g. 'bo-table__number') and, for a
 * sortable column, a sort (the heading becomes a button; aria-sort tells the direction).
 */
export type DataTableColumn = string | { label: string; className?: string; sort?: ColumnSort };

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

function ColumnHeading({ column }: { column: DataTableColumn }) {
  if (typeof column === 'string') return <th scope="col">{column}</th>;
  const { label, className, sort } = column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sort?.current ? ARIA_SORT[sort.current] : undefined}
    >
      {sort ? (
        <button type="button" className="bo-sort-button" onClick={sort.onSort}>
          {label}
          <span aria-hidden="true">{sort.current ? SORT_MARK[sort.current] : ' ↕'}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

export interface DataTableProps {
  /** What the table lists, for screen readers (a hidden caption). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** Adds a last column for the row buttons, named 'Aktionen' for screen readers. */
  hasActions?: boolean;
  /** An extra class of the table. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

const labelOf = (column: DataTableColumn) => (typeof column === 'string' ? column : column.label);

/**
 * A list as a table: caption, column headings, rows. On a phone each row stands as a card, each
 * cell under its column's name (the cells carry it as `data-label`, which the CSS shows).
 */
export function DataTable({
  caption,
  columns,
  hasActions = false,
  className,
  children,
}: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);
  // After every render: rows come as children, so their cells are labelled where they stand.
  useLayoutEffect(() => {
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      columns.forEach((column, index) => {
        const cell = row.cells[index];
        if (cell) cell.dataset.label = labelOf(column);
      });
    }
  });
  return (
    <div className="bo-table-scroll">
      <table ref={table} className={className ? `bo-table ${className}` : 'bo-table'}>
        <caption className="bw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={labelOf(column)} column={column} />
            ))}
            {hasActions ? (
              <th scope="col">
                <span className="bw-visually-hidden">Aktionen</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
