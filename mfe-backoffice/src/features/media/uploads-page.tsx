import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { uploadUrl, type Upload } from '@bestellwerk/domain';
import { DataTable, RowActions } from '../../shared/layout/index.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { formatFileSize } from '../../shared/media/media-files.js';
import { MediaLibrary, type MediaLibraryActions, type MediaListLoader } from './media-library.js';
import { mediaListUrl } from './media-pager.js';

const listUploads: MediaListLoader<'file'> = (client, page, signal) =>
  client.getPage(mediaListUrl('uploads', page), { signal });

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

function UploadLibrary() {
  return (
    <MediaLibrary
      kind="file"
      path="uploads"
      list={listUploads}
      title="Dateien"
      uploadTitle="Neue Datei"
      nameOf={uploadName}
      actions={['delete']}
    >
      {(uploads, library) => <UploadTable uploads={uploads} library={library} />}
    </MediaLibrary>
  );
}

interface UploadTableProps {
  uploads: Upload[];
  library: MediaLibraryActions;
}

/** The page's files: name (a link that opens the file), type, size, deleting after a question. */
const UploadTable = observer(function UploadTable({ uploads, library }: UploadTableProps) {
  const [asking, setAsking] = useState<number | null>(null);

  async function remove(upload: Upload) {
    await library.remove(upload.id);
    setAsking(null);
  }

  return (
    <DataTable
      caption="Dateien"
      columns={['Name', 'Typ', { label: 'Größe', className: 'bo-table__number' }]}
      hasActions
    >
      {uploads.map((upload) => {
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
                        busy: library.errors.isRunning('delete'),
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
  );
});
