import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSvg } from './render.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c98d55"/></svg>';

describe('renderSvg', () => {
  it('draws a WebP of the given size', async () => {
    const image = await renderSvg(SVG, { width: 40, height: 20 }, null);
    expect(image).toMatchObject({ extension: 'webp', mimeType: 'image/webp', width: 40 });
    expect(image.data.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('keeps each drawn file in the cache folder and takes it from there next time', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bestellwerk-picture-cache-'));
    const first = await renderSvg(SVG, { width: 40, height: 20 }, folder);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.webp$/);
    writeFileSync(join(folder, files[0]), 'aus dem Cache');
    const second = await renderSvg(SVG, { width: 40, height: 20 }, folder);
    expect(second.data.toString()).toBe('aus dem Cache');
    expect(first.data.toString()).not.toBe('aus dem Cache');
  });
});
