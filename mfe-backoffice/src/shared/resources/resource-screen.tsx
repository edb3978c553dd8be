import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  QueryState,
  RecordForm,
  RowActions,
  StatusNotice,
  useActionErrors,
  useRecordEditing,
} from '../layout/index.js';
import { RecordEditor } from '../editor/record-editor.js';
import { controlIdOf } from '../editor/editor-context.js';
import { RequireAdmin } from '../session/require-admin.js';
import {
  UNSAVED_CHANGES_QUESTION,
  useUnsavedChangesWarning,
} from '../editor/use-unsaved-changes-warning.js';
import {
  recordName,
  resourceMessages,
  type CollectionPath,
  type ResourceConfig,
  type ResourceRecord,
} from './resource-config.js';
import { ResourceFormStore } from './resource-form-store.js';
import { ResourceTable, type ResourceSort } from './resource-table.js';

/** Entries per page of a resource list. */
export const RESOURCE_PAGE_SIZE = 20;

/** The list request of a page: search, sort and paging as query parameters. */
export function resourceListUrl(
  path: CollectionPath,
  query: { search: string; sort: ResourceSort | null; page: number },
): `/${CollectionPath}?${string}` {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) {
    params.set('sort', query.sort.key);
    params.set('order', query.sort.order);
  }
  params.set('page', String(query.page));
  params.set('pageSize', String(RESOURCE_PAGE_SIZE));
  return `/${path}?${params.toString()}`;
}

/**
 * The management screen of one generic CRUD resource, for administrators: the list with
 * search, sorting and paging; creating, editing (unsaved changes are not lost without asking)
 * and deleting after a question; the server's messages at the editor's fields.
 */
export function ResourceScreen({ resource }: { resource: ResourceConfig }) {
  return (
    <RequireAdmin>
      <ResourceAdministration resource={resource} />
    </RequireAdmin>
  );
}

const ResourceAdministration = observer(function ResourceAdministration({
  resource,
}: {
  resource: ResourceConfig;
}) {
  const { api, config } = useStores();
  const errors = useActionErrors();
  const messages = resourceMessages(resource.names);
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const [search, setSearch] = useState('');
  const [searchInput, setSearchInput] = useState('');
  const [sort, setSort] = useState<ResourceSort | null>(null);
  const [page, setPage] = useState(1);
  const url = resourceListUrl(resource.path, { search, sort, page });
  const list = useApiQuery((client, signal) => client.getPage(url, { signal }), [url]);
  const editing = useRecordEditing<ResourceRecord, ResourceFormStore>({
    errors,
    messages,
    unsavedQuestion: UNSAVED_CHANGES_QUESTION,
    discardFormErrors: () => errors.clear(),
    deleteRecord: (record) => api.delete(`/${resource.path}/${record.id}`),
    reload: list.reload,
  });
  const { form } = editing;
  const idPrefix = `resource-${resource.path}`;
  const Editor = resource.editor ?? RecordEditor;

  useUnsavedChangesWarning(form?.isDirty ?? false);

  function openForm(record: ResourceRecord | null) {
    const opened = editing.openForm(
      (onSaved) =>
        new ResourceFormStore(
          record,
          api,
          errors,
          { path: resource.path, fields: resource.fields, defaults: resource.defaults, messages },
          onSaved,
        ),
    );
    if (opened) editing.cancelDelete();
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
  }

  function toggleSort(key: string) {
    setSort((current) =>
      current?.key === key && current.order === 'asc'
        ? { key, order: 'desc' }
        : { key, order: 'asc' },
    );
    setPage(1);
  }

  const total = list.status === 'done' ? list.data.total : null;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / RESOURCE_PAGE_SIZE));
  const hasNext =
    list.status === 'done' &&
    (pageCount === null ? list.data.items.length === RESOURCE_PAGE_SIZE : page < pageCount);

  return (
    <BackofficePage
      title={resource.names.many}
      actions={form ? null : <Button onClick={() => openForm(null)}>{resource.newTitle}</Button>}
    >
      <StatusNotice text={editing.notice} />
      {form ? (
        <RecordForm
          store={form}
          errors={errors}
          onCancel={editing.closeForm}
          title={
            form.isNew
              ? resource.newTitle
              : `${resource.names.one} „${form.record ? recordName(resource, form.record) : ''}“ bearbeiten`
          }
          className="bo-resource-form"
          controlId={(path) => controlIdOf(idPrefix, path)}
        >
          <Editor
            fields={resource.fields}
            values={form.draft}
            onChange={(values) => form.setValues(values)}
            errors={form.serverErrors}
            timeZone={timeZone}
            idPrefix={idPrefix}
            custom={resource.custom}
          />
          {resource.formExtras?.(form.draft, form.record)}
        </RecordForm>
      ) : (
        <>
          <ActionErrorList store={errors} actions={['delete']} />
          {resource.searchable ? (
            <form className="bo-resource-search" role="search" onSubmit={submitSearch}>
              <div className="bo-field">
                <label htmlFor={`${idPrefix}-search`}>Suche</label>
                <input
                  id={`${idPrefix}-search`}
                  type="search"
                  value={searchInput}
                  placeholder={resource.searchHint}
                  onChange={(event) => setSearchInput(event.target.value)}
                />
              </div>
              <Button type="submit" variant="secondary">
                Suchen
              </Button>
            </form>
          ) : null}
          <QueryState
            query={list}
            loading={`${resource.names.many} werden geladen…`}
            failedTitle={messages.loadFailed}
          />
          {list.status === 'done' ? (
            <>
              <ResourceTable
                config={resource}
                records={list.data.items}
                sort={sort}
                onSort={toggleSort}
                actions={(record) => {
                  const name = recordName(resource, record);
                  return (
                    <RowActions
                      name={name}
                      onEdit={() => openForm(record)}
                      onDelete={() => editing.askDelete(record)}
                      confirmDelete={editing.confirmDelete(
                        record,
                        `${resource.names.one} „${name}“ wirklich löschen?`,
                      )}
                    >
                      {resource.rowActions?.(record, list.reload)}
                    </RowActions>
                  );
                }}
              />
              <nav className="bo-pager" aria-label={`Seiten: ${resource.names.many}`}>
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  Zurück
                </Button>
                <span aria-live="polite">
                  {pageCount === null ? `Seite ${page}` : `Seite ${page} von ${pageCount}`}
                </span>
                <Button
                  variant="secondary"
                  disabled={!hasNext}
                  onClick={() => setPage((current) => current + 1)}
                >
                  Weiter
                </Button>
              </nav>
            </>
          ) : null}
        </>
      )}
    </BackofficePage>
  );
});
