// Turns an illustration into the image file the media library stores, with a cache of the
// files already drawn on this machine: the seed runs on every fresh test database.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EncodedImage } from '../../../modules/media/image-processing.js';

/** Encoder settings: quick ones, the pictures are flat illustrations. */
const WEBP = { quality: 82, effort: 2 } as const;

/** Folder of drawn pictures by content hash (outside the project; safe to delete). */
export const DEFAULT_PICTURE_CACHE = join(tmpdir(), 'bestellwerk-demo-pictures');

/** The cache file of an SVG: its hash with the encoder and its version. */
function cacheFile(folder: string, svg: string): string {
  const hash = createHash('sha256')
    .update(`${sharp.versions.sharp}/${sharp.versions.vips}/${JSON.stringify(WEBP)}\n${svg}`)
    .digest('hex');
  return join(folder, `${hash}.webp`);
}

/** Drawn and encoded as WebP by sharp (pixels only, no metadata). */
async function draw(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/**
 * The SVG as the WebP file the media library stores, `size` pixels large. A file drawn before
 * from the same SVG is taken from `cacheFolder` (null: no cache); a new one is written there
 * (atomically, as parallel test runs share it), a failing cache is ignored.
 */
export async function renderSvg(
  svg: string,
  size: { width: number; height: number },
  cacheFolder: string | null = DEFAULT_PICTURE_CACHE,
): Promise<EncodedImage> {
  const image = (data: Buffer): EncodedImage => ({
    data,
    extension: 'webp',
    mimeType: 'image/webp',
    ...size,
  });
  if (!cacheFolder) return image(await draw(svg));
  const file = cacheFile(cacheFolder, svg);
  const cached = await readFile(file).catch(() => null);
  if (cached) return image(cached);
  const data = await draw(svg);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(cacheFolder, { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch {
    await rm(temporary, { force: true }).catch(() => undefined);
  }
  return image(data);
}
