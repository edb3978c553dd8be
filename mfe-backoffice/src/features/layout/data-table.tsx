import type { ReactNode } from 'react';

/** A column heading: its text, or its text with a class (e.g. 'bo-table__number'). */
export type DataTableColumn = string | { label: string; className: string };

export interface DataTableProps {
  /** What the table lists, for screen readers (a hidden caption). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** Adds a last column for the row buttons, named 'Aktionen' for screen readers. */
  hasActions?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A list as a table that scrolls sideways on narrow screens: caption, column headings, rows. */
export function DataTable({ caption, columns, hasActions = false, children }: DataTableProps) {
  return (
    <div className="bo-table-scroll">
      <table className="bo-table">
        <caption className="bw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
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
