// The backoffice frame and the page parts every staff feature uses.
export { BackofficePage, type BackofficePageProps } from './backoffice-page.js';
export { BackofficeLayout, type BackofficeLayoutProps } from './backoffice-layout.js';
export {
  ActionError,
  ActionErrorList,
  type ActionErrorListProps,
  type ActionErrorProps,
} from './action-error.js';
export { ActionErrorStore, serverMessageOf, type ActionErrorRecord } from './action-error-store.js';
export { useActionErrors } from './use-action-errors.js';
export {
  BranchesState,
  BranchFilter,
  useBranches,
  type BranchFilterProps,
  type BranchList,
} from './branches.js';
export { ChangeState } from './change-state.js';
export { Checkbox, type CheckboxProps } from './checkbox.js';
export { ConfirmDelete, type ConfirmDeleteProps } from './confirm-delete.js';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table.js';
export { fieldMessages, type FieldControlProps } from './field-messages.js';
export { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields.js';
export {
  RecordForm,
  type RecordFormProps,
  type RecordFormStore,
  type RecordFormViewProps,
} from './record-form.js';
export { pageCount, pagedTotal, pagingOf, type Paging } from './paging.js';
export { PagingNav, type PagingNavProps } from './paging-nav.js';
export { optionsOf, SelectFilter, type SelectFilterProps } from './select-filter.js';
export { QueryState, type QueryStateProps } from './query-state.js';
export {
  fieldErrorsOf,
  RecordDraftStore,
  type RecordDraftApi,
  type RecordDraftRules,
} from './record-draft-store.js';
export { RowActions, type RowActionsProps } from './row-actions.js';
export { StatusNotice } from './status-notice.js';
export { useFormFields, type FieldErrors, type FormFields } from './use-form-fields.js';
export {
  useRecordEditing,
  type RecordEditing,
  type RecordEditingOptions,
  type RecordMessages,
} from './use-record-editing.js';
