/**
 * Plain font files (SFNT: TrueType/OpenType) for the text renderer: libvips' FreeType reads no
 * web font containers, so WOFF files are unpacked here. WOFF2 would need its table transforms
 * undone and is not supported.
 */
import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;

/** The SFNT inside a WOFF 1.0 file (tables inflated, 4-byte aligned), or null for anything else. */
export function woffToSfnt(woff: Buffer): Buffer | null {
  if (woff.length < WOFF_HEADER || woff.toString('latin1', 0, 4) !== 'wOFF') return null;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  if (woff.length < WOFF_HEADER + count * WOFF_ENTRY) return null;
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const entry = WOFF_HEADER + i * WOFF_ENTRY;
      const offset = woff.readUInt32BE(entry + 4);
      const compressed = woff.readUInt32BE(entry + 8);
      const original = woff.readUInt32BE(entry + 12);
      if (offset + compressed > woff.length) return null;
      const raw = woff.subarray(offset, offset + compressed);
      const data = compressed < original ? inflateSync(raw) : raw;
      if (data.length !== original) return null;
      tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
    }
  } catch {
    return null;
  }
  let selector = 0;
  while (2 << selector <= count) selector += 1;
  const searchRange = (1 << selector) * 16;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    head.writeUInt32BE(table.tag, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/** Whether the bytes start like a TrueType or OpenType font. */
export function isSfnt(data: Buffer): boolean {
  if (data.length < 12) return false;
  const tag = data.readUInt32BE(0);
  return tag === 0x00010000 || data.toString('latin1', 0, 4) === 'OTTO';
}

/** Family (name ID 1) and subfamily (name ID 2) of an SFNT font, as fontconfig sees them. */
export interface SfntNames {
  family: string;
  subfamily: string;
}

function decodeName(data: Buffer, platform: number): string {
  if (platform === 1) return data.toString('latin1');
  // Windows and Unicode platforms: UTF-16BE.
  const swapped = Buffer.from(data);
  if (swapped.length % 2 === 0) swapped.swap16();
  return swapped.toString('utf16le');
}

/** The family and subfamily names of an SFNT font, or null when its name table is unreadable. */
export function readSfntNames(font: Buffer): SfntNames | null {
  if (!isSfnt(font)) return null;
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + 16 * i;
    if (record + 16 > font.length) return null;
    if (font.toString('latin1', record, record + 4) !== 'name') continue;
    const table = font.readUInt32BE(record + 8);
    if (table + 6 > font.length) return null;
    const names = new Map<number, string>();
    const entries = font.readUInt16BE(table + 2);
    const strings = table + font.readUInt16BE(table + 4);
    for (let n = 0; n < entries; n += 1) {
      const entry = table + 6 + n * 12;
      if (entry + 12 > font.length) break;
      const platform = font.readUInt16BE(entry);
      const nameId = font.readUInt16BE(entry + 6);
      const length = font.readUInt16BE(entry + 8);
      const start = strings + font.readUInt16BE(entry + 10);
      if ((nameId !== 1 && nameId !== 2) || start + length > font.length) continue;
      // Windows names win over Macintosh ones.
      if (names.has(nameId) && platform !== 3) continue;
      names.set(nameId, decodeName(font.subarray(start, start + length), platform));
    }
    const family = names.get(1);
    return family ? { family, subfamily: names.get(2) ?? 'Regular' } : null;
  }
  return null;
}
