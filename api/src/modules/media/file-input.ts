import { MAX_UPLOAD_BYTES } from '@bestellwerk/domain';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { decodeDataUrl } from './data-url.js';

/** The spec's upload-failure message (storefront.md §8), at the field `data`. */
export function uploadFailed(name: string): ValidationFailedError {
  return ValidationFailedError.field(
    'data',
    `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
  );
}

/** The bytes of a data URL of at most MAX_UPLOAD_BYTES, or the upload-failure error. */
export function decodeFile(data: string, name: string): Buffer {
  const bytes = decodeDataUrl(data);
  if (!bytes || bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) throw uploadFailed(name);
  return bytes;
}
