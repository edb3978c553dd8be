import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../layout/index.js';
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

/** The list of a resource in the backoffice table; sortable headings sort ascending, then descending. */
export function ResourceTable({ config, records, sort, onSort, actions }: ResourceTableProps) {
  const columns: DataTableColumn[] = config.columns.map((column) => ({
    label: column.label,
    ...(column.sortable
      ? {
          sort: {
            current: sort?.key === column.key ? sort.order : null,
            onSort: () => onSort(column.key),
          },
        }
      : {}),
  }));
  return (
    <>
      <DataTable
        caption={config.names.many}
        columns={columns}
        hasActions
        className="bo-resource-table"
      >
        {records.map((record) => (
          <tr key={record.id}>
            {config.columns.map((column, index) => {
              const content = column.render ? column.render(record) : cellText(record[column.key]);
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
      </DataTable>
      {records.length === 0 ? (
        <p className="bo-muted">Keine {config.names.many} gefunden.</p>
      ) : null}
    </>
  );
}
