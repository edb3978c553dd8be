import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredImage } from '@bestellwerk/domain';
import sharp from 'sharp';
import { dataUrl, gif, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** A decodable image of one colour. */
const solid = (width: number, height: number, format: 'jpeg' | 'png' | 'webp', color = '#C49560') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header states another size than its pixels (only the header is read first). */
function pngClaiming(width: number, height: number): Buffer {
  const file = png(1, 1);
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  return file;
}

describe('images: re-encoding, limits and sized variants', () => {
  let t: TestApp;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, name = 'bild') =>
    t.request('POST', '/api/images', { session: admin, body: { data: dataUrl(data), name } });
  const created = async (data: Buffer) => {
    const response = await upload(data);
    expect(response.status).toBe(201);
    return response.json<{ data: StoredImage }>().data;
  };
  const stored = (image: StoredImage) =>
    readFileSync(join(t.storageDir, 'images', `${image.id}-${image.version}.${image.extension}`));
  const fetchBytes = async (path: string) => {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: path });
    return { response, bytes: response.rawPayload };
  };

  it('drops EXIF and other metadata and turns the picture upright by its orientation', async () => {
    const tagged = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#C49560' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Bäckerei Geheim', Artist: 'Anna' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();

    const image = await created(tagged);
    // Orientation 6 means "rotate 90°": the stored picture is upright, so 20 × 40.
    expect(image).toMatchObject({
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: 20,
      height: 40,
    });
    const meta = await sharp(stored(image)).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 20,
      height: 40,
      format: 'jpeg',
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored(image).includes('Bäckerei Geheim')).toBe(false);
    expect(image.size).toBe(stored(image).length);
  });

  it('keeps PNG and WebP in their format and stores a GIF as PNG of its first frame', async () => {
    const pngImage = await created(await solid(30, 10, 'png'));
    const webpImage = await created(await solid(30, 10, 'webp'));
    const gifImage = await created(gif(1, 1));
    expect([pngImage, webpImage, gifImage].map((i) => [i.extension, i.mimeType])).toEqual([
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['png', 'image/png'],
    ]);
    expect((await sharp(stored(gifImage)).metadata()).format).toBe('png');
    const served = await t.request('GET', `/image/${gifImage.id}-1.png`);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('neutralises a polyglot: the script after the picture does not survive', async () => {
    const script = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await solid(8, 8, 'png'), Buffer.from(script)]);
    const image = await created(polyglot);
    expect(stored(image).includes('<script')).toBe(false);
    const { response, bytes } = await fetchBytes(`/image/${image.id}-1.png`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.includes('<script')).toBe(false);
    // A JPEG with HTML in a comment segment: the comment is gone after re-encoding.
    const commented = await sharp(await solid(8, 8, 'jpeg'))
      .jpeg()
      .toBuffer();
    const withComment = Buffer.concat([
      commented.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, script.length + 2]),
      Buffer.from(script),
      commented.subarray(2),
    ]);
    expect(stored(await created(withComment)).includes('<script')).toBe(false);
  });

  it('refuses an SVG even when it claims to be a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await t.request('POST', '/api/images', {
      session: admin,
      body: { data: dataUrl(svg, 'image/png'), name: 'logo.png' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          field: 'data',
          message:
            'Die ausgewählte Datei "logo.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
        },
      ],
    });
  });

  it.each([
    [
      'too small',
      pngClaiming(0, 10),
      'Das Bild ist zu klein (0 × 10 Pixel). Es muss mindestens 1 × 1 Pixel groß sein.',
    ],
    [
      'too wide',
      pngClaiming(20_001, 10),
      'Das Bild ist zu groß (20.001 × 10 Pixel). Jede Seite darf höchstens 20.000 Pixel lang sein.',
    ],
    [
      'too many pixels',
      pngClaiming(10_000, 6_000),
      'Das Bild hat zu viele Pixel (10.000 × 6.000 Pixel). Erlaubt sind höchstens 50 Megapixel.',
    ],
  ])('refuses an image %s with a German message at data', async (_what, data, message) => {
    const response = await upload(data);
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', field: 'data', message }],
    });
  });

  it('scales variants down to their width, keeps the aspect, and caches them on disk', async () => {
    const image = await created(await solid(2000, 1000, 'jpeg'));
    const expected: [string, number, number][] = [
      ['icon', 64, 32],
      ['thumbnail', 128, 64],
      ['tiny', 256, 128],
      ['small', 640, 320],
      ['product', 640, 320],
      ['medium', 1280, 640],
      ['category', 1280, 640],
      ['large', 1920, 960],
    ];
    for (const [variant, width, height] of expected) {
      const { response, bytes } = await fetchBytes(`/image/${variant}/${image.id}-1.jpg`);
      const meta = await sharp(bytes).metadata();
      expect({
        variant,
        status: response.statusCode,
        width: meta.width,
        height: meta.height,
      }).toEqual({ variant, status: 200, width, height });
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toBe(`"image-${image.id}-1-${variant}"`);
    }
    const cached = join(t.storageDir, 'image-variants', '640', `${image.id}-1.jpg`);
    expect(existsSync(cached)).toBe(true);
    // The cached file is what is served (not scaled again).
    const again = await fetchBytes(`/image/small/${image.id}-1.jpg`);
    expect(again.bytes.equals(readFileSync(cached))).toBe(true);

    const notModified = await t.request('GET', `/image/small/${image.id}-1.jpg`, {
      headers: { 'if-none-match': `"image-${image.id}-1-small"` },
    });
    expect(notModified.status).toBe(304);
  });

  it('never enlarges: a variant wider than the image is the original', async () => {
    const image = await created(await solid(100, 50, 'png'));
    const { bytes } = await fetchBytes(`/image/small/${image.id}-1.png`);
    expect(bytes.equals(stored(image))).toBe(true);
    const icon = await sharp((await fetchBytes(`/image/icon/${image.id}-1.png`)).bytes).metadata();
    expect([icon.width, icon.height]).toEqual([64, 32]);
    // No copy is made for a variant that would not be smaller.
    expect(existsSync(join(t.storageDir, 'image-variants', '640', `${image.id}-1.png`))).toBe(
      false,
    );
  });

  it('removes the cached variants when the image is replaced or deleted', async () => {
    const image = await created(await solid(800, 400, 'jpeg'));
    await t.request('GET', `/image/small/${image.id}-1.jpg`);
    const variant = join(t.storageDir, 'image-variants', '640', `${image.id}-1.jpg`);
    expect(existsSync(variant)).toBe(true);
    const replaced = await t.request('PUT', `/api/images/${image.id}`, {
      session: admin,
      body: { data: dataUrl(await solid(900, 300, 'jpeg')) },
    });
    expect(replaced.status).toBe(200);
    expect(existsSync(variant)).toBe(false);
    expect((await t.request('GET', `/image/small/${image.id}-1.jpg`)).status).toBe(404);
    await t.request('GET', `/image/small/${image.id}-2.jpg`);
    const second = join(t.storageDir, 'image-variants', '640', `${image.id}-2.jpg`);
    expect(existsSync(second)).toBe(true);
    await t.request('DELETE', `/api/images/${image.id}`, { session: admin });
    expect(existsSync(second)).toBe(false);
  });

  it('answers hostile image paths with a JSON 404, never 500', async () => {
    const image = await created(await solid(10, 10, 'png'));
    for (const path of [
      `/image/small/..%2F..%2Fetc%2Fpasswd`,
      `/image/%2e%2e/${image.id}-1.png`,
      `/image/small/${image.id}-1.exe`,
      `/image/small/${image.id}-1.png.php`,
      `/image/original/${image.id}-1.png`,
      `/image/small/${'9'.repeat(150)}-1.png`,
      `/image/small/${image.id}-1.PNG`,
      `/image/small/-1-1.png`,
    ]) {
      const response = await t.request('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      // Paths the router cannot match get the general German 404.
      expect(response.json<{ errors: { message: string }[] }>().errors[0].message).toMatch(
        /^(Bild|Die angeforderte Ressource) wurde nicht gefunden\.$/,
      );
    }
    const tooLong = await t.request('GET', `/image/small/${'a'.repeat(5000)}.png`);
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
  });
});
