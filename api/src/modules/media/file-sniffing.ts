/**
 * What a file is, judged by its bytes, never by its name or declared type: the image kinds
 * /api/images accepts with their pixel size read from the header, and the kinds of the
 * upload extensions. The kind of binary files is the `file-type` package's verdict; our own
 * code reads only what it does not: the pixel size of images (file-type names kinds, not
 * sizes) and the text-based kinds (plain text, CSV, SVG), which file-type leaves out by design
 * as they have no magic number.
 */

import { fileTypeFromBuffer } from 'file-type/core';
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

function startsWith(data: Buffer, bytes: number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  for (let i = 0; i < bytes.length; i += 1) if (data[offset + i] !== bytes[i]) return false;
  return true;
}

function ascii(data: Buffer, offset: number, length: number): string {
  return data.length < offset + length ? '' : data.toString('latin1', offset, offset + length);
}

/** The kind file-type reads from the bytes (its extension, e.g. `jpg`, `cfb`), or null. */
async function detectedKind(data: Buffer): Promise<string | null> {
  try {
    return (await fileTypeFromBuffer(data))?.ext ?? null;
  } catch {
    // A malformed container file-type gave up on is no file of ours either.
    return null;
  }
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

/** Per image kind: the file-type kinds it is, and how its header states the pixel size. */
const IMAGE_KINDS: {
  detected: readonly string[];
  size: (data: Buffer) => [number, number] | null;
  extension: ImageExtension;
  mimeType: string;
}[] = [
  { detected: ['jpg'], size: jpegSize, extension: 'jpg', mimeType: 'image/jpeg' },
  // An animated PNG is a PNG whose first frame every viewer shows.
  { detected: ['png', 'apng'], size: pngSize, extension: 'png', mimeType: 'image/png' },
  { detected: ['gif'], size: gifSize, extension: 'gif', mimeType: 'image/gif' },
  { detected: ['webp'], size: webpSize, extension: 'webp', mimeType: 'image/webp' },
];

/** The image kind and stated size of bytes file-type found to be `detected`, or null. */
function imageInfoOf(detected: string | null, data: Buffer): ImageInfo | null {
  const kind = detected ? IMAGE_KINDS.find((c) => c.detected.includes(detected)) : undefined;
  const size = kind?.size(data);
  if (!kind || !size) return null;
  const [width, height] = size;
  return { extension: kind.extension, mimeType: kind.mimeType, width, height };
}

/**
 * The kind and pixel size of a JPEG, PNG, GIF or WebP image as its header states them, or null
 * for anything else (SVG included: it can carry script) and for a header that cannot be read.
 * The size is not judged here: see `imageDimensionProblem` of the domain.
 */
export async function sniffImage(data: Buffer): Promise<ImageInfo | null> {
  return imageInfoOf(await detectedKind(data), data);
}

/** A raster image of the given kind whose pixel size is within the limits. */
function isAcceptableImage(detected: string | null, data: Buffer, extension: ImageExtension) {
  const info = imageInfoOf(detected, data);
  return info?.extension === extension && imageDimensionProblem(info.width, info.height) === null;
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

/**
 * How the content of an upload extension is recognised: either by the kinds file-type may
 * name for it, or (text-based kinds only) by our own check of the bytes.
 */
type UploadCheck =
  | { detected: readonly string[]; check?: (data: Buffer, detected: string | null) => boolean }
  | { own: (data: Buffer) => boolean };

/** The MP4 family (ISO base media: an `ftyp` box) that plays as video. */
const MP4_KINDS = ['mp4', 'm4v', 'm4p', 'f4v', 'mov', '3gp', '3g2'];

/**
 * Per accepted upload extension: how its content is recognised and the type it is served with.
 * The Office Open XML formats are ZIP archives: file-type names them when it finds their
 * content types, else plain `zip`, which they are as well.
 */
export const UPLOAD_KINDS: Record<UploadExtension, UploadCheck & { mimeType: string }> = {
  txt: { own: isText, mimeType: 'text/plain' },
  csv: { own: isText, mimeType: 'text/csv' },
  gif: {
    detected: ['gif'],
    check: (data, detected) => isAcceptableImage(detected, data, 'gif'),
    mimeType: 'image/gif',
  },
  jpg: {
    detected: ['jpg'],
    check: (data, detected) => isAcceptableImage(detected, data, 'jpg'),
    mimeType: 'image/jpeg',
  },
  jpeg: {
    detected: ['jpg'],
    check: (data, detected) => isAcceptableImage(detected, data, 'jpg'),
    mimeType: 'image/jpeg',
  },
  png: {
    detected: ['png', 'apng'],
    check: (data, detected) => isAcceptableImage(detected, data, 'png'),
    mimeType: 'image/png',
  },
  svg: { own: isSvg, mimeType: 'image/svg+xml' },
  mp4: { detected: MP4_KINDS, mimeType: 'video/mp4' },
  mpeg: { detected: ['mpg'], mimeType: 'video/mpeg' },
  webm: { detected: ['webm'], mimeType: 'video/webm' },
  zip: { detected: ['zip', 'docx', 'xlsx', 'pptx'], mimeType: 'application/zip' },
  docx: {
    detected: ['docx', 'zip'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    detected: ['xlsx', 'zip'],
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    detected: ['pptx', 'zip'],
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  pdf: { detected: ['pdf'], mimeType: 'application/pdf' },
  // The old Office formats are OLE compound files; file-type does not look inside them.
  doc: { detected: ['cfb'], mimeType: 'application/msword' },
  xls: { detected: ['cfb'], mimeType: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], mimeType: 'application/vnd.ms-powerpoint' },
};

/** Whether the bytes are of the kind the upload check names. */
async function matches(kind: UploadCheck, data: Buffer): Promise<boolean> {
  if ('own' in kind) return kind.own(data);
  const detected = await detectedKind(data);
  if (detected === null || !kind.detected.includes(detected)) return false;
  return kind.check ? kind.check(data, detected) : true;
}

/** The extension of a file name, lower-case, or '' when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/**
 * The upload kind of a named file: its extension must be an accepted one and its content must
 * be of that kind (a PDF named .png is refused). Null when it is not; empty files are refused.
 */
export async function sniffUpload(
  name: string,
  data: Buffer,
): Promise<{ extension: UploadExtension; mimeType: string } | null> {
  const extension = extensionOf(name);
  if (!Object.hasOwn(UPLOAD_KINDS, extension) || data.length === 0) return null;
  const kind = UPLOAD_KINDS[extension as UploadExtension];
  return (await matches(kind, data))
    ? { extension: extension as UploadExtension, mimeType: kind.mimeType }
    : null;
}
