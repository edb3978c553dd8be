import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { uploadUrl, type Upload } from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import {
  ActionErrorList,
  BackofficePage,
  DataTable,
  QueryState,
  RowActions,
  StatusNotice,
  useActionErrors,
} from '../layout/index.js';
import { RequireAdmin } from '../session/require-admin.js';
import { formatFileSize } from './media-files.js';
import { MEDIA_MESSAGES, MediaUpload } from './media-upload.js';
import { MediaPager, MEDIA_PAGE_SIZE, mediaListUrl } from './media-pager.js';
import './media.css';

const MESSAGES = MEDIA_MESSAGES.file;

/** What a file is called: its name, else its number. */
export function uploadName(upload: Pick<Upload, 'id' | 'name'>): string {
  return upload.name || `Datei #${upload.id}`;
}

/**
 * The uploaded files (/backend/uploads, administrators only): name (a link that opens the
 * file), type and size; uploading and deleting after a question.
 */
export function UploadsPage() {
  return (
    <RequireAdmin>
      <UploadLibrary />
    </RequireAdmin>
  );
}

const UploadLibrary = observer(function UploadLibrary() {
  const { api } = useStores();
  const errors = useActionErrors();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const url = mediaListUrl('uploads', page);
  const list = useApiQuery((client, signal) => client.getPage<Upload>(url, { signal }), [url]);

  async function remove(upload: Upload) {
    const done = await errors.run('delete', MESSAGES.deleteFailed, () =>
      api.delete(`/uploads/${upload.id}`),
    );
    setAsking(null);
    if (!done) return;
    setNotice(MESSAGES.deleted);
    list.reload();
  }

  return (
    <BackofficePage title="Dateien">
      <StatusNotice text={notice} />
      <section className="bo-panel" aria-labelledby="uploads-upload-title">
        <h2 id="uploads-upload-title">Neue Datei</h2>
        <MediaUpload
          kind="file"
          idPrefix="uploads-upload"
          onUploaded={(upload) => {
            setNotice(`${MESSAGES.uploaded} (${uploadName(upload)})`);
            if (page === 1) list.reload();
            else setPage(1);
          }}
        />
      </section>
      <ActionErrorList store={errors} actions={['delete']} />
      <QueryState
        query={list}
        loading="Dateien werden geladen…"
        failedTitle={MESSAGES.loadFailed}
      />
      {list.status === 'done' ? (
        list.data.items.length === 0 ? (
          <p className="bo-muted">Noch keine Dateien vorhanden.</p>
        ) : (
          <>
            <DataTable
              caption="Dateien"
              columns={['Name', 'Typ', { label: 'Größe', className: 'bo-table__number' }]}
              hasActions
            >
              {list.data.items.map((upload) => {
                const name = uploadName(upload);
                return (
                  <tr key={upload.id}>
                    <th scope="row">
                      <a href={uploadUrl(upload)} target="_blank" rel="noopener noreferrer">
                        {name}
                        <span className="bw-visually-hidden"> (öffnet in neuem Fenster)</span>
                      </a>
                    </th>
                    <td>{upload.mimeType}</td>
                    <td className="bo-table__number">{formatFileSize(upload.size)}</td>
                    <td>
                      <RowActions
                        name={name}
                        onDelete={() => setAsking(upload.id)}
                        confirmDelete={
                          asking === upload.id
                            ? {
                                question: `Datei „${name}“ wirklich löschen?`,
                                busy: errors.isRunning('delete'),
                                onConfirm: () => void remove(upload),
                                onCancel: () => setAsking(null),
                              }
                            : null
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <MediaPager
              label="Seiten: Dateien"
              page={page}
              total={list.data.total}
              count={list.data.items.length}
              pageSize={MEDIA_PAGE_SIZE}
              onPage={setPage}
            />
          </>
        )
      ) : null}
    </BackofficePage>
  );
});
