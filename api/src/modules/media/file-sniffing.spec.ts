import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from '@bestellwerk/domain';
import { dataUrl, documents, gif, jpeg, png, webp } from '../../../test/support/media-fixtures.js';
import { decodeDataUrl } from './data-url.js';
import { extensionOf, sniffImage, sniffUpload } from './file-sniffing.js';

describe('sniffImage: kind and pixel size from the header', () => {
  it.each([
    ['PNG', png(3, 2), 'png', 'image/png', 3, 2],
    ['PNG large', png(1920, 1), 'png', 'image/png', 1920, 1],
    ['GIF89a', gif(40, 30), 'gif', 'image/gif', 40, 30],
    ['GIF87a', gif(640, 480, '87a'), 'gif', 'image/gif', 640, 480],
    ['JPEG baseline (SOF0)', jpeg(1280, 720), 'jpg', 'image/jpeg', 1280, 720],
    [
      'JPEG progressive (SOF2)',
      jpeg(800, 600, { frameMarker: 0xc2 }),
      'jpg',
      'image/jpeg',
      800,
      600,
    ],
    ['JPEG with fill bytes', jpeg(64, 48, { fillBytes: 3 }), 'jpg', 'image/jpeg', 64, 48],
    ['WebP lossy (VP8)', webp('VP8 ', 300, 200), 'webp', 'image/webp', 300, 200],
    ['WebP lossless (VP8L)', webp('VP8L', 16383, 1), 'webp', 'image/webp', 16383, 1],
    ['WebP extended (VP8X)', webp('VP8X', 4000, 3000), 'webp', 'image/webp', 4000, 3000],
  ])('%s', async (_name, data, extension, mimeType, width, height) => {
    expect(await sniffImage(data)).toEqual({ extension, mimeType, width, height });
  });

  const truncatedJpeg = jpeg(10, 10).subarray(0, 30);
  const jpegWithoutFrame = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xda, 0x00, 0x04, 0x00, 0x00]),
  ]);
  const pngWithoutIhdr = Buffer.concat([
    png(1, 1).subarray(0, 12),
    Buffer.from('IDAT'),
    Buffer.alloc(8),
  ]);

  it.each([
    ['SVG (can carry script)', documents.svg],
    ['PDF', documents.pdf],
    ['text', documents.text],
    ['empty', Buffer.alloc(0)],
    ['PNG signature only', png(1, 1).subarray(0, 8)],
    ['PNG whose first chunk is not IHDR', pngWithoutIhdr],
    ['GIF cut after the signature', gif(1, 1).subarray(0, 7)],
    ['JPEG cut inside the segments', truncatedJpeg],
    ['JPEG with scan data before a frame header', jpegWithoutFrame],
    ['JPEG whose DHT (C4) is not taken for a frame', jpeg(9, 9, { frameMarker: 0xc4 })],
    [
      'RIFF that is not WebP (WAVE)',
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(20)]),
    ],
    [
      'WebP VP8 without start code',
      Buffer.concat([webp('VP8 ', 2, 2).subarray(0, 23), Buffer.alloc(10)]),
    ],
  ])('refuses %s', async (_name, data) => {
    expect(await sniffImage(data)).toBeNull();
  });
});

describe('sniffImage reports the stated size; the limits are judged elsewhere', () => {
  it.each([
    ['PNG of width 0', png(0, 5), 0, 5],
    ['PNG wider than the limit', png(MAX_IMAGE_SIDE + 1, 1), MAX_IMAGE_SIDE + 1, 1],
  ])('%s', async (_name, data, width, height) => {
    expect(await sniffImage(data)).toMatchObject({ extension: 'png', width, height });
  });
});

describe('sniffUpload: the extension must be accepted and the content of its kind', () => {
  it.each([
    ['notiz.txt', documents.text, 'txt', 'text/plain'],
    ['liste.CSV', documents.csv, 'csv', 'text/csv'],
    ['foto.jpg', jpeg(10, 10), 'jpg', 'image/jpeg'],
    ['foto.jpeg', jpeg(10, 10), 'jpeg', 'image/jpeg'],
    ['bild.png', png(2, 2), 'png', 'image/png'],
    ['anim.gif', gif(2, 2), 'gif', 'image/gif'],
    ['logo.svg', documents.svg, 'svg', 'image/svg+xml'],
    ['logo-ohne-xml.svg', Buffer.from('  <svg viewBox="0 0 1 1"></svg>'), 'svg', 'image/svg+xml'],
    ['clip.mp4', documents.mp4, 'mp4', 'video/mp4'],
    ['clip.mpeg', documents.mpeg, 'mpeg', 'video/mpeg'],
    ['clip.webm', documents.webm, 'webm', 'video/webm'],
    ['archiv.zip', documents.zip, 'zip', 'application/zip'],
    [
      'brief.docx',
      documents.zip,
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'tabelle.xlsx',
      documents.zip,
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'folien.pptx',
      documents.zip,
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['angebot.pdf', documents.pdf, 'pdf', 'application/pdf'],
    ['alt.doc', documents.ole, 'doc', 'application/msword'],
    ['alt.xls', documents.ole, 'xls', 'application/vnd.ms-excel'],
    ['alt.ppt', documents.ole, 'ppt', 'application/vnd.ms-powerpoint'],
  ])('accepts %s', async (name, data, extension, mimeType) => {
    expect(await sniffUpload(name, data)).toEqual({ extension, mimeType });
  });

  it.each([
    ['a PDF named .png', 'bild.png', documents.pdf],
    ['a PNG named .pdf', 'angebot.pdf', png(2, 2)],
    ['an extension not on the list', 'programm.exe', Buffer.from('MZ\x90\x00')],
    ['HTML', 'seite.html', Buffer.from('<html></html>')],
    ['a WebP (not in the upload list)', 'bild.webp', webp('VP8L', 2, 2)],
    ['no extension', 'README', documents.text],
    ['text with a NUL byte', 'notiz.txt', Buffer.from('a\0b')],
    ['text that is not UTF-8', 'notiz.txt', Buffer.from([0x66, 0xfc, 0x72])],
    ['HTML named .svg', 'logo.svg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an XML file without svg named .svg', 'logo.svg', Buffer.from('<?xml version="1.0"?><a/>')],
    ['an empty text file', 'leer.txt', Buffer.alloc(0)],
    ['a ZIP named .doc', 'alt.doc', documents.zip],
    ['a PNG of width 0', 'bild.png', png(0, 5)],
    ['a PNG wider than the limit', 'bild.png', png(MAX_IMAGE_SIDE + 1, 1)],
  ])('refuses %s', async (_what, name, data) => {
    expect(await sniffUpload(name, data)).toBeNull();
  });

  it('reads the extension case-insensitively and only after the last dot', () => {
    expect(extensionOf('Torte.Final.JPG')).toBe('jpg');
    expect(extensionOf('ohne')).toBe('');
    expect(extensionOf('punkt.')).toBe('');
  });
});

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL whatever type it declares', () => {
    const data = png(2, 2);
    expect(decodeDataUrl(dataUrl(data, 'image/png'))).toEqual(data);
    expect(decodeDataUrl(dataUrl(data, 'text/plain'))).toEqual(data);
    expect(decodeDataUrl(`data:;base64,${data.toString('base64')}`)).toEqual(data);
    expect(decodeDataUrl(`data:image/png;name=a.png;base64,${data.toString('base64')}`)).toEqual(
      data,
    );
  });

  it.each([
    ['no data URL', 'iVBORw0KGgo='],
    ['not base64', 'data:text/plain,hallo'],
    ['invalid characters', 'data:image/png;base64,iVBO*w0KGgo='],
    ['wrong length', 'data:image/png;base64,iVBORw0KGgo'],
  ])('refuses %s', (_what, value) => {
    expect(decodeDataUrl(value)).toBeNull();
  });

  it('keeps the size limit a constant of the domain package', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});
