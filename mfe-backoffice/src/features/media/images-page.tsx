import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ImageCreateLimits, imageUrl, type StoredImage } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ConfirmDelete } from '../../shared/layout/index.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { formatFileSize } from '../../shared/media/media-files.js';
import { MediaLibrary, type MediaLibraryActions, type MediaListLoader } from './media-library.js';
import { mediaListUrl } from './media-pager.js';
import { MEDIA_MESSAGES } from '../../shared/media/media-upload.js';

const MESSAGES = MEDIA_MESSAGES.image;

const listImages: MediaListLoader<'image'> = (client, page, signal) =>
  client.getPage(mediaListUrl('images', page), { signal });

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

function ImageLibrary() {
  return (
    <MediaLibrary
      kind="image"
      path="images"
      list={listImages}
      title="Bilder"
      uploadTitle="Neues Bild"
      nameOf={imageName}
      actions={['alt', 'delete']}
    >
      {(images, library) => (
        <ul className="bo-media-grid" aria-label="Bilder">
          {images.map((image) => (
            <ImageCard key={`${image.id}-${image.version}`} image={image} library={library} />
          ))}
        </ul>
      )}
    </MediaLibrary>
  );
}

interface ImageCardProps {
  image: StoredImage;
  library: MediaLibraryActions;
}

/** One image of the library: thumbnail, facts, its alt text to edit, delete after a question. */
const ImageCard = observer(function ImageCard({ image, library }: ImageCardProps) {
  const { errors } = library;
  const { api } = useStores();
  const [alt, setAlt] = useState(image.alt);
  const [asking, setAsking] = useState(false);
  const name = imageName(image);
  const altId = `image-${image.id}-alt`;

  async function saveAlt() {
    const done = await errors.run('alt', MESSAGES.updateFailed, () =>
      api.put(`/images/${image.id}`, { alt: alt.trim() }),
    );
    if (done) library.changed(MESSAGES.updated);
  }

  async function remove() {
    await library.remove(image.id);
    setAsking(false);
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
          maxLength={ImageCreateLimits.alt}
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
