import { makeUpload } from '../testing/contract-fixtures.js';
import { uploadPreviewUrl, uploadPreviewUrlOf, uploadUrl } from './upload-urls.js';

describe('uploadUrl and uploadPreviewUrl', () => {
  it.each([
    [
      { extension: 'pdf' },
      '/upload/0123456789abcdef0123456789abcdef/7-2.pdf',
      '/upload/0123456789abcdef0123456789abcdef/preview/7-2.jpg',
    ],
    [
      { extension: 'png', id: 9, version: 1 },
      '/upload/0123456789abcdef0123456789abcdef/9-1.png',
      '/upload/0123456789abcdef0123456789abcdef/preview/9-1.jpg',
    ],
  ])('%j', (overrides, url, preview) => {
    const upload = makeUpload(overrides);
    expect(uploadUrl(upload)).toBe(url);
    expect(uploadPreviewUrl(upload)).toBe(preview);
  });
});

describe('uploadPreviewUrlOf', () => {
  it.each([
    ['png', '/upload/0123456789abcdef0123456789abcdef/preview/7-2.jpg'],
    ['jpg', '/upload/0123456789abcdef0123456789abcdef/preview/7-2.jpg'],
    ['pdf', null],
    ['txt', null],
  ])('%s → %s', (extension, preview) => {
    expect(uploadPreviewUrlOf(makeUpload({ extension }))).toBe(preview);
  });
});
