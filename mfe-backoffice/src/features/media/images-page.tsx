import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { imageUrl, type StoredImage } from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  ConfirmDelete,
  QueryState,
  StatusNotice,
  useActionErrors,
  type ActionErrorStore,
} from '../layout/index.js';
import { RequireAdmin } from '../session/require-admin.js';
import { formatFileSize } from './media-files.js';
import { MEDIA_MESSAGES, MediaUpload } from './media-upload.js';
import { MediaPager, MEDIA_PAGE_SIZE, mediaListUrl } from './media-pager.js';
import './media.css';

const MESSAGES = MEDIA_MESSAGES.image;

/** What an image is called in buttons and questions: its alt text, else its file name. */
export function imageName(image: Pick<StoredImage, 'id' | 'alt' | 'name'>): string {
  return image.alt || image.name || `Bild #${image.id}`;
}

/**
 * The media library's images (/backend/images, administrators only): thumbnails with alt text,
 * size and dimensions; uploading with alt text, changing the alt text, deleting after a
 * question (the server refuses images still in use with its own message).
 */
export function ImagesPage() {
  return (
    <RequireAdmin>
      <ImageLibrary />
    </RequireAdmin>
  );
}

const ImageLibrary = observer(function ImageLibrary() {
  const errors = useActionErrors();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const url = mediaListUrl('images', page);
  const list = useApiQuery((client, signal) => client.getPage<StoredImage>(url, { signal }), [url]);

  return (
    <BackofficePage title="Bilder">
      <StatusNotice text={notice} />
      <section className="bo-panel" aria-labelledby="images-upload-title">
        <h2 id="images-upload-title">Neues Bild</h2>
        <MediaUpload
          kind="image"
          idPrefix="images-upload"
          onUploaded={(image) => {
            setNotice(`${MESSAGES.uploaded} (${imageName(image)})`);
            if (page === 1) list.reload();
            else setPage(1);
          }}
        />
      </section>
      <ActionErrorList store={errors} actions={['alt', 'delete']} />
      <QueryState query={list} loading="Bilder werden geladen…" failedTitle={MESSAGES.loadFailed} />
      {list.status === 'done' ? (
        <>
          {list.data.items.length === 0 ? (
            <p className="bo-muted">Noch keine Bilder vorhanden.</p>
          ) : (
            <ul className="bo-media-grid" aria-label="Bilder">
              {list.data.items.map((image) => (
                <ImageCard
                  key={`${image.id}-${image.version}`}
                  image={image}
                  errors={errors}
                  onChanged={(text) => {
                    setNotice(text);
                    list.reload();
                  }}
                />
              ))}
            </ul>
          )}
          <MediaPager
            label="Seiten: Bilder"
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
});

interface ImageCardProps {
  image: StoredImage;
  errors: ActionErrorStore;
  /** After a change or deletion, with the outcome to announce. */
  onChanged: (notice: string) => void;
}

/** One image of the library: thumbnail, facts, its alt text to edit, delete after a question. */
const ImageCard = observer(function ImageCard({ image, errors, onChanged }: ImageCardProps) {
  const { api } = useStores();
  const [alt, setAlt] = useState(image.alt);
  const [asking, setAsking] = useState(false);
  const name = imageName(image);
  const altId = `image-${image.id}-alt`;

  async function saveAlt() {
    const done = await errors.run('alt', MESSAGES.updateFailed, () =>
      api.put<StoredImage>(`/images/${image.id}`, { alt: alt.trim() }),
    );
    if (done) onChanged(MESSAGES.updated);
  }

  async function remove() {
    const done = await errors.run('delete', MESSAGES.deleteFailed, () =>
      api.delete(`/images/${image.id}`),
    );
    setAsking(false);
    if (done) onChanged(MESSAGES.deleted);
  }

  return (
    <li className="bo-media-card bo-panel">
      <img
        className="bo-media-card__thumb"
        src={imageUrl(image, 'thumbnail')}
        alt={image.alt}
        width={128}
        height={image.width > 0 ? Math.round((128 * image.height) / image.width) : 128}
        loading="lazy"
      />
      <dl className="bo-media-card__facts">
        <dt>Datei</dt>
        <dd>{image.name || '–'}</dd>
        <dt>Größe</dt>
        <dd>
          {image.width} × {image.height} px, {formatFileSize(image.size)}
        </dd>
      </dl>
      <div className="bo-field">
        <label htmlFor={altId}>Alternativtext</label>
        <input
          id={altId}
          type="text"
          maxLength={255}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      {asking ? (
        <ConfirmDelete
          question={`Bild „${name}“ wirklich löschen?`}
          busy={errors.isRunning('delete')}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="bo-row-actions">
          <Button
            variant="secondary"
            disabled={alt.trim() === image.alt || errors.isRunning('alt')}
            aria-label={`Alternativtext von ${name} speichern`}
            onClick={() => void saveAlt()}
          >
            Alternativtext speichern
          </Button>
          <a
            className="bo-link-button"
            href={imageUrl(image)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} öffnen (neues Fenster)`}
          >
            Öffnen
          </a>
          <Button
            variant="secondary"
            aria-label={`${name} löschen`}
            onClick={() => setAsking(true)}
          >
            Löschen
          </Button>
        </div>
      )}
    </li>
  );
});
