import type { ReactNode } from 'react';
import type { ResourceConfig, ResourceRecord } from './resource-config.js';

/** The sort of a list: the API's field and direction. */
export interface ResourceSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface ResourceTableProps {
  config: ResourceConfig;
  records: readonly ResourceRecord[];
  sort: ResourceSort | null;
  onSort: (key: string) => void;
  /** The buttons of a row (or its delete question). */
  actions: (record: ResourceRecord) => ReactNode;
}

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined || value === '' ? '–' : String(value);

/**
 * The list of a resource in the backoffice table style. Unlike DataTable its sortable column
 * headings are buttons that sort by the column (ascending, then descending), with aria-sort.
 */
export function ResourceTable({ config, records, sort, onSort, actions }: ResourceTableProps) {
  return (
    <div className="bo-table-scroll">
      <table className="bo-table bo-resource-table">
        <caption className="bw-visually-hidden">{config.names.many}</caption>
        <thead>
          <tr>
            {config.columns.map((column) => {
              const current = sort?.key === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined
                  }
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className="bo-sort-button"
                      onClick={() => onSort(column.key)}
                    >
                      {column.label}
                      <span aria-hidden="true">
                        {current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            <th scope="col">
              <span className="bw-visually-hidden">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              {config.columns.map((column, index) => {
                const content = column.render
                  ? column.render(record)
                  : cellText(record[column.key]);
                return index === 0 ? (
                  <th key={column.key} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={column.key}>{content}</td>
                );
              })}
              <td>{actions(record)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {records.length === 0 ? (
        <p className="bo-muted">Keine {config.names.many} gefunden.</p>
      ) : null}
    </div>
  );
}
