import { readFileSync } from 'node:fs';
import { packagedFontPath } from './packaged-fonts.js';
import { isSfnt, readSfntNames, woffToSfnt } from './sfnt.js';

const woff = (pkg: string, file: string) => readFileSync(packagedFontPath(pkg, file)!);

describe('woffToSfnt and readSfntNames', () => {
  it.each([
    ['inter', 'latin-700-normal.woff', { family: 'Inter', subfamily: 'Bold' }],
    ['inter', 'latin-100-normal.woff', { family: 'Inter Thin', subfamily: 'Regular' }],
    ['inter', 'latin-700-italic.woff', { family: 'Inter', subfamily: 'Bold Italic' }],
    [
      'playfair-display',
      'latin-400-normal.woff',
      { family: 'Playfair Display', subfamily: 'Regular' },
    ],
  ])('unpacks %s %s into a font with its names', (pkg, file, names) => {
    const sfnt = woffToSfnt(woff(pkg, file));
    expect(sfnt).not.toBeNull();
    expect(isSfnt(sfnt!)).toBe(true);
    expect(readSfntNames(sfnt!)).toEqual(names);
  });

  it('lays the tables out 4-byte aligned after the directory', () => {
    const sfnt = woffToSfnt(woff('inter', 'latin-400-normal.woff'))!;
    const count = sfnt.readUInt16BE(4);
    for (let i = 0; i < count; i += 1) {
      const offset = sfnt.readUInt32BE(12 + 16 * i + 8);
      expect(offset % 4).toBe(0);
      expect(offset + sfnt.readUInt32BE(12 + 16 * i + 12)).toBeLessThanOrEqual(sfnt.length);
    }
  });

  it.each([
    ['WOFF2 (not supported)', woff('inter', 'latin-400-normal.woff2')],
    ['text', Buffer.from('wOFF but not really a font file at all, just text here......')],
    ['empty', Buffer.alloc(0)],
    ['a WOFF cut in its tables', woff('inter', 'latin-400-normal.woff').subarray(0, 400)],
  ])('refuses %s', (_name, data) => {
    expect(woffToSfnt(data)).toBeNull();
  });

  it('reads no names from something that is not a font', () => {
    expect(readSfntNames(Buffer.from('OTTO'))).toBeNull();
    expect(readSfntNames(woff('inter', 'latin-400-normal.woff'))).toBeNull();
  });
});
