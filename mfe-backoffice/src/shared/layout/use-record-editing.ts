import { useState } from 'react';
import type { Id } from '@bestellwerk/domain';
import type { ActionErrorStore } from './action-error-store.js';
import type { ConfirmDeleteProps } from './confirm-delete.js';

/** The notices and the failure message of a record list's changes (backend.md §8). */
export interface RecordMessages {
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
}

export interface RecordEditingOptions<R> {
  errors: ActionErrorStore;
  messages: RecordMessages;
  /** Asked before a form with unsaved changes is dropped. */
  unsavedQuestion: string;
  /** Drops the error records of the form that is left or replaced. */
  discardFormErrors: () => void;
  /** Deletes a record at the API. */
  deleteRecord: (record: R) => Promise<unknown>;
  /** After a record was deleted, before the list reloads. */
  onDeleted?: (record: R) => void;
  /** Reloads the list after a change. */
  reload: () => void;
}

export interface RecordEditing<R, F> {
  /** The open create/edit form; null while none is open. */
  form: F | null;
  /** The outcome of the last change ('Benutzer wurde erstellt.'). */
  notice: string | null;
  /**
   * Opens the form `create` makes (asks first when the open one has unsaved changes); the form
   * calls `onSaved` after a save, which closes it, tells and reloads. False when the user stayed.
   */
  openForm: (create: (onSaved: (record: R, wasNew: boolean) => void) => F) => boolean;
  /** Closes the form (asks first when it has unsaved changes). */
  closeForm: () => void;
  /** Asks before the record is deleted. */
  askDelete: (record: R) => void;
  /** Drops the delete question. */
  cancelDelete: () => void;
  /** The delete question of a row while it is asked, else null. */
  confirmDelete: (record: R, question: string) => ConfirmDeleteProps | null;
}

/**
 * Creating, editing and deleting the records of a list page: one form at a time (unsaved changes
 * are not dropped without asking), a question before deleting, a notice after each change.
 */
export function useRecordEditing<R extends { id: Id }, F extends { isDirty: boolean }>(
  options: RecordEditingOptions<R>,
): RecordEditing<R, F> {
  const { errors, messages, unsavedQuestion, discardFormErrors, reload } = options;
  const [form, setForm] = useState<F | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  // Read while the page renders, so an observer page shows the running delete.
  const isDeleteRunning = errors.isRunning('delete');

  const mayLeaveForm = () => !form?.isDirty || window.confirm(unsavedQuestion);

  function remove(record: R) {
    void errors.run('delete', messages.deleteFailed, async () => {
      await options.deleteRecord(record);
      setDeleting(null);
      options.onDeleted?.(record);
      setNotice(messages.deleted);
      reload();
    });
  }

  return {
    form,
    notice,
    openForm(create) {
      if (!mayLeaveForm()) return false;
      discardFormErrors();
      setNotice(null);
      const opened = create((_record, wasNew) => {
        setForm(null);
        setNotice(wasNew ? messages.created : messages.updated);
        reload();
      });
      setForm(() => opened);
      return true;
    },
    closeForm() {
      if (!mayLeaveForm()) return;
      discardFormErrors();
      setForm(null);
    },
    askDelete(record) {
      errors.dismiss('delete');
      setDeleting(record);
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete: (record, question) =>
      deleting?.id === record.id
        ? {
            question,
            busy: isDeleteRunning,
            onConfirm: () => remove(record),
            onCancel: () => setDeleting(null),
          }
        : null,
  };
}
