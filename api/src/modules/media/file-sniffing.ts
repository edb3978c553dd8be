/**
 * What a file is, judged by its bytes, never by its name or declared type: the image kinds
 * /api/images accepts with their pixel size read from the header, and the kinds of the
 * upload extensions. Pure functions over a Buffer.
 */

import {
  imageDimensionProblem,
  type ImageExtension,
  type UploadExtension,
} from '@bestellwerk/domain';

export interface ImageInfo {
  extension: ImageExtension;
  mimeType: string;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(data: Buffer, bytes: number[] | Buffer, offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  for (let i = 0; i < bytes.length; i += 1) if (data[offset + i] !== bytes[i]) return false;
  return true;
}

function ascii(data: Buffer, offset: number, length: number): string {
  return data.length < offset + length ? '' : data.toString('latin1', offset, offset + length);
}

function isPng(data: Buffer): boolean {
  return startsWith(data, PNG_SIGNATURE);
}

function isGif(data: Buffer): boolean {
  const head = ascii(data, 0, 6);
  return head === 'GIF87a' || head === 'GIF89a';
}

function isJpeg(data: Buffer): boolean {
  return startsWith(data, [0xff, 0xd8, 0xff]);
}

function isWebp(data: Buffer): boolean {
  return ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 4) === 'WEBP';
}

/** PNG: the first chunk must be IHDR; width and height are big-endian at 16 and 20. */
function pngSize(data: Buffer): [number, number] | null {
  if (data.length < 24 || ascii(data, 12, 4) !== 'IHDR') return null;
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

/** GIF: the logical screen, little-endian at 6 and 8. */
function gifSize(data: Buffer): [number, number] | null {
  if (data.length < 10) return null;
  return [data.readUInt16LE(6), data.readUInt16LE(8)];
}

/** SOF0…SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walk the marker segments up to the first start-of-frame. */
function jpegSize(data: Buffer): [number, number] | null {
  let offset = 2;
  while (offset < data.length) {
    if (data[offset] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before the marker.
    while (offset < data.length && data[offset] === 0xff) offset += 1;
    if (offset >= data.length) return null;
    const marker = data[offset];
    offset += 1;
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (offset + 2 > data.length) return null;
    const length = data.readUInt16BE(offset);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 7 > data.length) return null;
      return [data.readUInt16BE(offset + 5), data.readUInt16BE(offset + 3)];
    }
    offset += length;
  }
  return null;
}

/** WebP: the canvas of the first chunk, simple lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(data: Buffer): [number, number] | null {
  const chunk = ascii(data, 12, 4);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes) at 20, then the start code 9D 01 2A and 14-bit sizes.
    if (data.length < 30 || !startsWith(data, [0x9d, 0x01, 0x2a], 23)) return null;
    return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (data.length < 25 || data[20] !== 0x2f) return null;
    const bits = data.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') {
    if (data.length < 30) return null;
    return [data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1];
  }
  return null;
}

const IMAGE_KINDS: {
  matches: (data: Buffer) => boolean;
  size: (data: Buffer) => [number, number] | null;
  extension: ImageExtension;
  mimeType: string;
}[] = [
  { matches: isJpeg, size: jpegSize, extension: 'jpg', mimeType: 'image/jpeg' },
  { matches: isPng, size: pngSize, extension: 'png', mimeType: 'image/png' },
  { matches: isGif, size: gifSize, extension: 'gif', mimeType: 'image/gif' },
  { matches: isWebp, size: webpSize, extension: 'webp', mimeType: 'image/webp' },
];

/**
 * The kind and pixel size of a JPEG, PNG, GIF or WebP image as its header states them, or null
 * for anything else (SVG included: it can carry script) and for a header that cannot be read.
 * The size is not judged here: see `imageDimensionProblem` of the domain.
 */
export function sniffImage(data: Buffer): ImageInfo | null {
  const kind = IMAGE_KINDS.find((candidate) => candidate.matches(data));
  const size = kind?.size(data);
  if (!kind || !size) return null;
  const [width, height] = size;
  return { extension: kind.extension, mimeType: kind.mimeType, width, height };
}

/** A raster image of an accepted kind whose pixel size is within the limits. */
function isAcceptableImage(data: Buffer): boolean {
  const info = sniffImage(data);
  return info !== null && imageDimensionProblem(info.width, info.height) === null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text: valid UTF-8 without NUL bytes. */
export function decodeText(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return utf8.decode(data);
  } catch {
    return null;
  }
}

function isText(data: Buffer): boolean {
  return decodeText(data) !== null;
}

/** SVG: XML text whose first markup is `<svg` or an XML declaration, with an svg element. */
function isSvg(data: Buffer): boolean {
  const text = decodeText(data);
  if (text === null) return false;
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 5)
    .toLowerCase();
  return (start === '<?xml' || start.startsWith('<svg')) && /<svg[\s>]/i.test(text);
}

/** MP4 and relatives: an `ftyp` box first. */
function isMp4(data: Buffer): boolean {
  return ascii(data, 4, 4) === 'ftyp';
}

/** MPEG program stream (00 00 01 BA) or video elementary stream (00 00 01 B3). */
function isMpeg(data: Buffer): boolean {
  return startsWith(data, [0x00, 0x00, 0x01, 0xba]) || startsWith(data, [0x00, 0x00, 0x01, 0xb3]);
}

/** WebM / Matroska: the EBML header. */
function isWebm(data: Buffer): boolean {
  return startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]);
}

/** ZIP (and the Office Open XML formats, which are ZIPs): a local file header or an empty archive. */
function isZip(data: Buffer): boolean {
  return startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06]);
}

function isPdf(data: Buffer): boolean {
  return ascii(data, 0, 5) === '%PDF-';
}

/** The OLE compound file of the old Office formats (.doc, .xls, .ppt). */
function isOle(data: Buffer): boolean {
  return startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

/** Per accepted upload extension: how its content is recognised and the type it is served with. */
export const UPLOAD_KINDS: Record<
  UploadExtension,
  { matches: (data: Buffer) => boolean; mimeType: string }
> = {
  txt: { matches: isText, mimeType: 'text/plain' },
  csv: { matches: isText, mimeType: 'text/csv' },
  gif: { matches: (data) => isGif(data) && isAcceptableImage(data), mimeType: 'image/gif' },
  jpg: { matches: (data) => isJpeg(data) && isAcceptableImage(data), mimeType: 'image/jpeg' },
  jpeg: { matches: (data) => isJpeg(data) && isAcceptableImage(data), mimeType: 'image/jpeg' },
  png: { matches: (data) => isPng(data) && isAcceptableImage(data), mimeType: 'image/png' },
  svg: { matches: isSvg, mimeType: 'image/svg+xml' },
  mp4: { matches: isMp4, mimeType: 'video/mp4' },
  mpeg: { matches: isMpeg, mimeType: 'video/mpeg' },
  webm: { matches: isWebm, mimeType: 'video/webm' },
  zip: { matches: isZip, mimeType: 'application/zip' },
  docx: {
    matches: isZip,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    matches: isZip,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    matches: isZip,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  pdf: { matches: isPdf, mimeType: 'application/pdf' },
  doc: { matches: isOle, mimeType: 'application/msword' },
  xls: { matches: isOle, mimeType: 'application/vnd.ms-excel' },
  ppt: { matches: isOle, mimeType: 'application/vnd.ms-powerpoint' },
};

/** The extension of a file name, lower-case, or '' when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/**
 * The upload kind of a named file: its extension must be an accepted one and its content must
 * be of that kind (a PDF named .png is refused). Null when it is not; empty files are refused.
 */
export function sniffUpload(
  name: string,
  data: Buffer,
): { extension: UploadExtension; mimeType: string } | null {
  const extension = extensionOf(name);
  if (!Object.hasOwn(UPLOAD_KINDS, extension) || data.length === 0) return null;
  const kind = UPLOAD_KINDS[extension as UploadExtension];
  return kind.matches(data)
    ? { extension: extension as UploadExtension, mimeType: kind.mimeType }
    : null;
}
