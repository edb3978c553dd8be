import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  IMAGE_EXTENSIONS,
  UPLOAD_EXTENSIONS,
  type StoredImage,
  type Upload,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList, useActionErrors } from '../layout/index.js';
import { fileTooLargeMessage, readFileAsDataUrl } from './media-files.js';

/** The catalogue messages of the media library (backend.md §8). */
export const MEDIA_MESSAGES = {
  image: {
    loadFailed: 'Bilder konnten nicht geladen werden.',
    uploadFailed: 'Bild konnte nicht hochgeladen werden.',
    updateFailed: 'Bild konnte nicht aktualisiert werden.',
    deleteFailed: 'Bild konnte nicht gelöscht werden.',
    uploaded: 'Bild wurde hochgeladen.',
    updated: 'Bild wurde aktualisiert.',
    deleted: 'Bild wurde gelöscht.',
  },
  file: {
    loadFailed: 'Dateien konnten nicht geladen werden.',
    uploadFailed: 'Datei konnte nicht hochgeladen werden.',
    updateFailed: 'Datei konnte nicht aktualisiert werden.',
    deleteFailed: 'Datei konnte nicht gelöscht werden.',
    uploaded: 'Datei wurde hochgeladen.',
    updated: 'Datei wurde aktualisiert.',
    deleted: 'Datei wurde gelöscht.',
  },
} as const;

/** Which media the upload is for: an image (POST /api/images) or a file (POST /api/uploads). */
export type MediaKind = 'image' | 'file';

const ACCEPT: Record<MediaKind, string> = {
  image: IMAGE_EXTENSIONS.map((extension) => `.${extension}`)
    .concat('.jpeg')
    .join(','),
  file: UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(','),
};

/** What an upload of each kind answers. */
export interface UploadedMedia {
  image: StoredImage;
  file: Upload;
}

export interface MediaUploadProps<K extends MediaKind> {
  kind: K;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Gets the stored image or file after a successful upload. */
  onUploaded: (item: UploadedMedia[K]) => void;
  /** The button's text: 'Bild hochladen' by default. */
  submitLabel?: string;
}

/**
 * Uploading one image (with its alt text) or file: a file input, the upload button and the
 * failure with the server's first message ('Die Datei ist zu groß.') and a retry. No form of
 * its own, so it also works inside the form engine's form.
 */
function MediaUploadView<K extends MediaKind>({
  kind,
  idPrefix,
  onUploaded,
  submitLabel,
}: MediaUploadProps<K>) {
  const { api } = useStores();
  const errors = useActionErrors();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const messages = MEDIA_MESSAGES[kind];
  const label = submitLabel ?? (kind === 'image' ? 'Bild hochladen' : 'Datei hochladen');
  const busy = errors.isRunning('upload');

  async function upload() {
    if (!file) {
      setProblem(
        kind === 'image' ? 'Bitte wählen Sie ein Bild aus.' : 'Bitte wählen Sie eine Datei aus.',
      );
      document.getElementById(`${idPrefix}-file`)?.focus();
      return;
    }
    const tooLarge = fileTooLargeMessage(file);
    setProblem(tooLarge);
    if (tooLarge) return;
    const chosen = file;
    const altText = alt.trim();
    const done = await errors.run('upload', messages.uploadFailed, async () => {
      const data = await readFileAsDataUrl(chosen);
      const stored =
        kind === 'image'
          ? await api.post('/images', { data, alt: altText, name: chosen.name })
          : await api.post('/uploads', { data, name: chosen.name });
      onUploaded(stored as UploadedMedia[K]);
    });
    if (done) {
      setFile(null);
      setAlt('');
      setInputKey((key) => key + 1);
    }
  }

  return (
    <div className="bo-media-upload" role="group" aria-label={label}>
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-file`}>{kind === 'image' ? 'Bilddatei' : 'Datei'}</label>
        <input
          key={inputKey}
          id={`${idPrefix}-file`}
          type="file"
          accept={ACCEPT[kind]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${idPrefix}-file-help${problem ? ` ${idPrefix}-file-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <span id={`${idPrefix}-file-help`} className="bo-muted bo-editor__help">
          {kind === 'image'
            ? 'JPEG, PNG, GIF oder WebP, höchstens 10 MB.'
            : 'Dokumente, Bilder, Videos oder ZIP, höchstens 10 MB.'}
        </span>
        {problem ? (
          <p id={`${idPrefix}-file-error`} className="bo-field-error">
            {problem}
          </p>
        ) : null}
      </div>
      {kind === 'image' ? (
        <div className="bo-field">
          <label htmlFor={`${idPrefix}-alt`}>Alternativtext</label>
          <input
            id={`${idPrefix}-alt`}
            type="text"
            maxLength={255}
            value={alt}
            aria-describedby={`${idPrefix}-alt-help`}
            onChange={(event) => setAlt(event.target.value)}
          />
          <span id={`${idPrefix}-alt-help`} className="bo-muted bo-editor__help">
            Beschreibt das Bild für Screenreader und Suchmaschinen.
          </span>
        </div>
      ) : null}
      <ActionErrorList store={errors} actions={['upload']} />
      <div className="bo-form-actions">
        <Button onClick={() => void upload()} disabled={busy}>
          {busy ? 'Wird hochgeladen…' : label}
        </Button>
      </div>
    </div>
  );
}

/** See {@link MediaUploadView}. */
export const MediaUpload = observer(MediaUploadView) as typeof MediaUploadView;
