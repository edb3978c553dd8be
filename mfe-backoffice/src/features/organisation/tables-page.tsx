import { useMemo } from 'react';
import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  refIdOf,
  TableLimits,
  type EditorField,
  type TableInput,
} from '@bestellwerk/domain';
import { useBranches, type BranchList } from '../../shared/layout/index.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import {
  collectionResource,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import { TableQrAction } from './table-qr-print.js';
import './organisation.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Tables of dine-in branches, each with a printable QR code that opens its branch at it. */
export function tablesResource(branches: Pick<BranchList, 'nameOf'>): ResourceConfig {
  const branchName = (record: ResourceRecord) => {
    const id = refIdOf(record.branch);
    return id === null ? '' : branches.nameOf(id);
  };
  return collectionResource(CRUD_COLLECTIONS.tables, {
    newTitle: 'Neuer Tisch',
    searchHint: 'Kennung, Name',
    columns: ['name', 'identifier', { key: 'branch', label: 'Filiale', render: branchName }],
    fields: [
      {
        kind: 'text',
        name: 'identifier',
        label: LABELS.identifier,
        required: true,
        maxLength: TableLimits.identifier,
        help: 'Buchstaben, Ziffern und Bindestriche, z. B. T4; steht im QR-Code (?table=T4).',
      },
      {
        kind: 'text',
        name: 'name',
        label: LABELS.name,
        maxLength: TableLimits.name,
        help: 'Leer: die Kennung.',
      },
      { kind: 'reference', name: 'branch', label: LABELS.branch, target: 'branch', required: true },
    ] satisfies readonly EditorField<TableInput>[],
    rowActions: (record) => (
      <TableQrAction
        table={{
          id: record.id,
          identifier: text(record.identifier),
          name: text(record.name) || text(record.identifier),
          branchName: branchName(record),
        }}
      />
    ),
  });
}

/** `/backend/tables`: administrators manage tables and print their QR codes. */
export function TablesPage() {
  const { nameOf } = useBranches();
  // A new config only when the branch list (and so the names of the column) has loaded.
  const resource = useMemo(() => tablesResource({ nameOf }), [nameOf]);
  return <ResourceScreen resource={resource} />;
}
