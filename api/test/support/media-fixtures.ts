// Small files of each kind the media tests need, built byte by byte (only the headers matter
// to the API, but the PNG and GIF are complete, valid files).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, one colour. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc4)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF89a whose logical screen has the given size (one 1×1 image inside). */
export function gif(width: number, height: number, version: '87a' | '89a' = '89a'): Buffer {
  const file = Buffer.from(
    'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
    'base64',
  );
  file.write(`GIF${version}`, 0, 'latin1');
  file.writeUInt16LE(width, 6);
  file.writeUInt16LE(height, 8);
  return file;
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * A JPEG header: SOI, APP0 (JFIF), DQT, optionally fill bytes, then the start-of-frame
 * `frameMarker` (C0 baseline, C2 progressive…) with the size, DHT, SOS and EOI.
 */
export function jpeg(
  width: number,
  height: number,
  { frameMarker = 0xc0, fillBytes = 0 }: { frameMarker?: number; fillBytes?: number } = {},
): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    Buffer.alloc(fillBytes, 0xff),
    segment(frameMarker, frame),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}

function riff(chunk: string, payload: Buffer): Buffer {
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    Buffer.from(chunk, 'latin1'),
    Buffer.alloc(4),
    payload,
  ]);
  body.writeUInt32LE(payload.length, 8);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** A WebP header of the kind (lossy VP8, lossless VP8L, extended VP8X) with the size. */
export function webp(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  if (kind === 'VP8 ') {
    const payload = Buffer.alloc(20);
    payload.set([0x9d, 0x01, 0x2a], 3);
    payload.writeUInt16LE(width, 6);
    payload.writeUInt16LE(height, 8);
    return riff(kind, payload);
  }
  if (kind === 'VP8L') {
    const payload = Buffer.alloc(10);
    payload[0] = 0x2f;
    payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    return riff(kind, payload);
  }
  const payload = Buffer.alloc(10);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return riff(kind, payload);
}

/** Files of the other upload kinds: just their signatures plus some bytes. */
export const documents = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  zip: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from('a.txt'),
  ]),
  ole: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
  ]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]),
  mpeg: Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44, 0x00, 0x04, 0x00]),
  // The EBML header of a WebM file: versions, then the DocType "webm" that names the kind.
  webm: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
    Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]),
  text: Buffer.from('Bitte „Alles Gute, Anna!“ auf die Torte schreiben.\n', 'utf8'),
  csv: Buffer.from('name;menge\nKaisersemmel;12\n', 'utf8'),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n',
  ),
};

/** The file as the data URL the front end sends. */
export function dataUrl(data: Buffer, type = 'application/octet-stream'): string {
  return `data:${type};base64,${data.toString('base64')}`;
}
