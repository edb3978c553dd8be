import { MAX_UPLOAD_BYTES } from '@bestellwerk/domain';

/** Reads a chosen file as a data URL (`data:image/png;base64,…`), as the media API takes it. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () =>
      reject(reader.error ?? new Error('Die Datei konnte nicht gelesen werden.'));
    reader.readAsDataURL(file);
  });
}

const SIZE_FORMAT = (digits: number) =>
  new Intl.NumberFormat('de-AT', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** A file size as staff read it: '512 B', '12 KB', '1,5 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!(bytes >= 0)) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${SIZE_FORMAT(0).format(bytes / 1024)} KB`;
  return `${SIZE_FORMAT(1).format(bytes / (1024 * 1024))} MB`;
}

/** The message of a file too large to send, or null when it fits the 10 MB of the media API. */
export function fileTooLargeMessage(file: Pick<File, 'size'>): string | null {
  return file.size > MAX_UPLOAD_BYTES
    ? `Die Datei ist zu groß (${formatFileSize(file.size)}; höchstens ${formatFileSize(MAX_UPLOAD_BYTES)}).`
    : null;
}
