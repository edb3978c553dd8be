import { useState, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useApiQuery, useStores, type ApiClient, type ApiPage } from '@bestellwerk/client';
import {
  ActionErrorList,
  BackofficePage,
  QueryState,
  StatusNotice,
  useActionErrors,
  type ActionErrorStore,
} from '../../shared/layout/index.js';
import {
  MEDIA_MESSAGES,
  MediaUpload,
  type MediaKind,
  type UploadedMedia,
} from '../../shared/media/media-upload.js';
import { MediaPager, MEDIA_PAGE_SIZE } from './media-pager.js';
import './media.css';

/** What a library's entries can do: record errors, announce a change, delete an entry. */
export interface MediaLibraryActions {
  errors: ActionErrorStore;
  /** Announces `notice` and reloads the page. */
  changed: (notice: string) => void;
  /** Deletes the entry (DELETE /api/<path>/<id>); resolves whether it was deleted. */
  remove: (id: number) => Promise<boolean>;
}

/** Loads one page of a library's list (GET /api/<path>?page=…), typed by the API's document. */
export type MediaListLoader<K extends MediaKind> = (
  client: ApiClient,
  page: number,
  signal: AbortSignal,
) => Promise<ApiPage<UploadedMedia[K]>>;

export interface MediaLibraryProps<K extends MediaKind> {
  kind: K;
  /** The API path of the list and of one entry: 'images'. */
  path: 'images' | 'uploads';
  /** Loads a page of the list; a module-level function (the list reloads when it changes). */
  list: MediaListLoader<K>;
  /** The page's title, the entries in plural: 'Bilder'. */
  title: string;
  /** The upload panel's heading: 'Neues Bild'. */
  uploadTitle: string;
  /** What an entry is called in the upload's notice. */
  nameOf: (item: UploadedMedia[K]) => string;
  /** The actions whose errors stand above the list ('delete' and the entries' own). */
  actions: readonly string[];
  /** The entries of a non-empty page. */
  children: (items: UploadedMedia[K][], library: MediaLibraryActions) => ReactNode;
}

/**
 * A page of the media library: the upload panel, the action errors, the paged list (loading,
 * its failure with a retry, 'Noch keine … vorhanden.') and deleting; an upload goes back to the
 * first page, where the new entry stands.
 */
export const MediaLibrary = observer(function MediaLibrary<K extends MediaKind>({
  kind,
  path,
  list: loadPage,
  title,
  uploadTitle,
  nameOf,
  actions,
  children,
}: MediaLibraryProps<K>) {
  const { api } = useStores();
  const errors = useActionErrors();
  const messages = MEDIA_MESSAGES[kind];
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useApiQuery((client, signal) => loadPage(client, page, signal), [loadPage, page]);

  function changed(text: string) {
    setNotice(text);
    list.reload();
  }

  async function remove(id: number) {
    const done = await errors.run('delete', messages.deleteFailed, () =>
      api.delete(`/${path}/${id}`),
    );
    if (done) changed(messages.deleted);
    return done;
  }

  return (
    <BackofficePage title={title}>
      <StatusNotice text={notice} />
      <section className="bo-panel" aria-labelledby={`${path}-upload-title`}>
        <h2 id={`${path}-upload-title`}>{uploadTitle}</h2>
        <MediaUpload
          kind={kind}
          idPrefix={`${path}-upload`}
          onUploaded={(item) => {
            setNotice(`${messages.uploaded} (${nameOf(item)})`);
            if (page === 1) list.reload();
            else setPage(1);
          }}
        />
      </section>
      <ActionErrorList store={errors} actions={actions} />
      <QueryState
        query={list}
        loading={`${title} werden geladen…`}
        failedTitle={messages.loadFailed}
      />
      {list.status === 'done' ? (
        <>
          {list.data.items.length === 0 ? (
            <p className="bo-muted">{`Noch keine ${title} vorhanden.`}</p>
          ) : (
            children(list.data.items, { errors, changed, remove })
          )}
          <MediaPager
            label={`Seiten: ${title}`}
            page={page}
            total={list.data.total}
            count={list.data.items.length}
            pageSize={MEDIA_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      ) : null}
    </BackofficePage>
  );
}) as <K extends MediaKind>(props: MediaLibraryProps<K>) => ReactElement;
