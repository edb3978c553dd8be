import { useState } from 'react';
import {
  allowsMultipleUploads,
  isUploadAllowed,
  uploadAcceptAttribute,
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
 * The file input of an image(s) or file(s) part: only the part type's extensions, several files
 * only for images and files. Each file is read as a data URL and posted to /api/uploads; the
 * part keeps the upload ids. A file that is refused (by name here, by content on the server)
 * shows the spec's failure message.
 */
export function UploadField({
  part,
  inputId,
  value,
  onChange,
  describedBy,
  invalid,
}: UploadFieldProps) {
  const { api } = useStores();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const multiple = allowsMultipleUploads(part.type);
  const ids = idsOf(value);

  async function upload(files: File[]) {
    setBusy(true);
    const failed: string[] = [];
    const uploaded: number[] = [];
    for (const file of files) {
      try {
        if (!isUploadAllowed(part.type, file.name)) throw new Error('extension');
        const data = await readAsDataUrl(file);
        const result = await api.post<Upload>('/uploads', { data, name: file.name });
        knownUploads.set(result.id, result);
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
  }

  const errorId = `${inputId}-upload-errors`;
  return (
    <div className="bw-upload">
      <input
        id={inputId}
        type="file"
        className="bw-upload__input"
        accept={uploadAcceptAttribute(part.type)}
        multiple={multiple}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [describedBy, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        disabled={busy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void upload(multiple ? files : files.slice(0, 1));
        }}
      />
      {busy ? (
        <p className="bw-muted" role="status">
          Datei wird hochgeladen …
        </p>
      ) : null}
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
            const name = knownUploads.get(id)?.name ?? `Datei ${id}`;
            return (
              <li key={id}>
                <span>{name}</span>
                <button
                  type="button"
                  className="bw-link-button"
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
