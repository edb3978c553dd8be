import type { ReactNode } from 'react';
import { Button } from '@bestellwerk/ui';
import { ConfirmDelete, type ConfirmDeleteProps } from './confirm-delete.js';

export interface RowActionsProps {
  /** The row's name in the buttons' accessible names: 'anna bearbeiten', 'anna löschen'. */
  name: string;
  /** Shows 'Bearbeiten'. */
  onEdit?: () => void;
  /** Shows 'Löschen'. */
  onDelete?: () => void;
  /** While set, the delete question stands in place of the buttons. */
  confirmDelete?: ConfirmDeleteProps | null;
  /** Further buttons, before 'Bearbeiten'. */
  children?: ReactNode;
}

/** The buttons of a table row (edit, delete and the row's own), or the question before deleting. */
export function RowActions({ name, onEdit, onDelete, confirmDelete, children }: RowActionsProps) {
  if (confirmDelete) return <ConfirmDelete {...confirmDelete} />;
  return (
    <div className="bo-row-actions">
      {children}
      {onEdit ? (
        <Button variant="secondary" aria-label={`${name} bearbeiten`} onClick={onEdit}>
          Bearbeiten
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="secondary" aria-label={`${name} löschen`} onClick={onDelete}>
          Löschen
        </Button>
      ) : null}
    </div>
  );
}
