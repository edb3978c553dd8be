import { useRef, useState } from 'react';
import {
  allowsMultipleUploads,
  isUploadAllowed,
  uploadAcceptAttribute,
  uploadPreviewUrl,
  type CartPartValue,
  type Upload,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import type { PartUploadProps } from '@bestellwerk/ui/forms';

/** The spec's upload-failure message (storefront.md §8). */
export function uploadFailureMessage(fileName: string): string {
  return `Die ausgewählte Datei "${fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;
}

/** Uploads of this page visit by id, so the dialog can name files it uploaded before. */
const knownUploads = new Map<number, Upload>();

/**
 * Previews of the images chosen in this page visit, by upload id: object URLs of the files
 * themselves, shown at once without asking the server (kept for the visit, as the cart may
 * still hold the upload after the dialog closes).
 */
const localPreviews = new Map<number, string>();

/** Raster images the server makes a JPEG preview of (SVG and other files get none). */
const PREVIEW_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function localPreviewOf(file: File): string | null {
  if (!PREVIEW_MIME_TYPES.has(file.type) || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

/** The thumbnail of an upload: the chosen file itself, else the server's preview, else none. */
function previewOf(id: number): string | null {
  const local = localPreviews.get(id);
  if (local) return local;
  const upload = knownUploads.get(id);
  return upload && PREVIEW_MIME_TYPES.has(upload.mimeType) ? uploadPreviewUrl(upload) : null;
}

/** What a file is called in the list: its name, or 'Datei 12' for one of an earlier visit. */
function nameOf(id: number): string {
  return knownUploads.get(id)?.name ?? `Datei ${id}`;
}

/** The badge of a file without preview: its extension in capitals ('PDF'), else 'Datei'. */
function typeBadgeOf(id: number): string {
  const extension = knownUploads.get(id)?.extension;
  return extension ? extension.toUpperCase() : 'Datei';
}

/** The German wording of the control for an image(s) or file(s) part. */
export function uploadWording(isImage: boolean, isMultiple: boolean, hasFiles: boolean) {
  const noun = isImage ? 'Foto' : 'Datei';
  const plural = isImage ? 'Fotos' : 'Dateien';
  let button: string;
  if (!hasFiles) button = `${isMultiple ? plural : noun} auswählen`;
  else if (isMultiple) button = `Weitere ${plural} auswählen`;
  else button = isImage ? 'Anderes Foto auswählen' : 'Andere Datei auswählen';
  return {
    button,
    none: isImage ? 'Noch kein Foto ausgewählt.' : 'Noch keine Datei ausgewählt.',
    busy: isMultiple ? `${plural} werden hochgeladen …` : `${noun} wird hochgeladen …`,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function idsOf(value: CartPartValue): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((id): id is number => typeof id === 'number');
}

/** The file control's inputs, as the part field hands them over. */
export type UploadFieldProps = PartUploadProps;

/**
 * The file control of an image(s) or file(s) part, in German: the browser's file input is
 * hidden but stays the focusable control (labelled by the part's name and by the visible
 * button, "Foto auswählen" / "Datei auswählen"), so Tab, Space and Enter work as usual. It takes
 * only the part type's extensions, several files only for images and files. Each file is read
 * as a data URL and posted to /api/uploads; the part keeps the upload ids, the cart the secret
 * token of each upload (the order must name it with the file). Each chosen file is
 * listed with its name, a preview thumbnail for images and a remove button. A file that is
 * refused (by name here, by content on the server) shows the spec's failure message.
 */
export function UploadField({
  part,
  inputId,
  value,
  onChange,
  describedBy,
  invalid,
}: UploadFieldProps) {
  const { api, cart } = useStores();
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const multiple = allowsMultipleUploads(part.type);
  const isImage = part.type === 'image' || part.type === 'images';
  const ids = idsOf(value);
  const wording = uploadWording(isImage, multiple, ids.length > 0);

  async function upload(files: File[]) {
    setBusy(true);
    const failed: string[] = [];
    const uploaded: number[] = [];
    for (const file of files) {
      try {
        if (!isUploadAllowed(part.type, file.name)) throw new Error('extension');
        const data = await readAsDataUrl(file);
        const result = await api.post('/uploads', { data, name: file.name });
        cart.rememberUploadToken(result);
        knownUploads.set(result.id, result);
        const preview = localPreviewOf(file);
        if (preview) localPreviews.set(result.id, preview);
        uploaded.push(result.id);
      } catch {
        failed.push(uploadFailureMessage(file.name));
      }
    }
    setErrors(failed);
    setBusy(false);
    if (uploaded.length > 0) {
      onChange(multiple ? [...ids, ...uploaded] : uploaded[0]);
    }
  }

  function remove(id: number) {
    const rest = ids.filter((other) => other !== id);
    onChange(multiple ? rest : null);
    // The remove button goes away with its file; the file control keeps the focus.
    inputRef.current?.focus();
  }

  const errorId = `${inputId}-upload-errors`;
  const stateId = `${inputId}-upload-state`;
  return (
    <div className="bw-upload">
      <div className="bw-upload__chooser">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="bw-upload__input"
          accept={uploadAcceptAttribute(part.type)}
          multiple={multiple}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [describedBy, stateId, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') ||
            undefined
          }
          disabled={busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void upload(multiple ? files : files.slice(0, 1));
          }}
        />
        <label htmlFor={inputId} className="bw-upload__button">
          {wording.button}
        </label>
      </div>
      <p id={stateId} className="bw-muted bw-upload__state" role="status">
        {busy ? wording.busy : ids.length === 0 ? wording.none : ''}
      </p>
      {errors.length > 0 ? (
        <div id={errorId} role="alert" className="bw-field-error">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {ids.length > 0 ? (
        <ul className="bw-upload__list" aria-label={`Hochgeladen: ${part.name}`}>
          {ids.map((id) => {
            const name = nameOf(id);
            const preview = previewOf(id);
            return (
              <li key={id} className="bw-upload__file">
                {preview ? (
                  <img
                    className="bw-upload__thumb"
                    src={preview}
                    alt={`Vorschau: ${name}`}
                    width={56}
                    height={56}
                  />
                ) : (
                  <span className="bw-upload__thumb bw-upload__thumb--type" aria-hidden="true">
                    {typeBadgeOf(id)}
                  </span>
                )}
                <span className="bw-upload__name">{name}</span>
                <button
                  type="button"
                  className="bw-link-button bw-upload__remove"
                  aria-label={`${name} entfernen`}
                  onClick={() => remove(id)}
                >
                  Entfernen
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
