import { MAX_UPLOAD_BYTES } from '@bestellwerk/domain';
import { fileTooLargeMessage, formatFileSize, readFileAsDataUrl } from './media-files.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [1024 * 1024, '1 MB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [Number.NaN, '–'],
  ])('%p bytes read %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('fileTooLargeMessage', () => {
  it('lets 10 MB pass and names the size of a larger file', () => {
    expect(fileTooLargeMessage({ size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileTooLargeMessage({ size: 11 * 1024 * 1024 })).toBe(
      'Die Datei ist zu groß (11 MB; höchstens 10 MB).',
    );
  });
});

describe('readFileAsDataUrl', () => {
  it('gives the file as a base64 data URL of its type', async () => {
    const file = new File(['Hallo'], 'gruss.txt', { type: 'text/plain' });
    expect(await readFileAsDataUrl(file)).toBe(`data:text/plain;base64,${btoa('Hallo')}`);
  });
});
