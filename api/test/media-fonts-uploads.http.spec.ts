import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Upload } from '@bestellwerk/domain';
import sharp from 'sharp';
import { PackagedFontsImporter } from '../src/modules/media/packaged-fonts.importer.js';
import { dataUrl, documents, jpeg } from './support/media-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type FontRow = { id: number; family: string; variant: string; label: string; source: string };

describe('packaged fonts and upload previews', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const raw = (url: string) => t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });

  it('lists the packaged families without any upload, weights named Thin to Black', async () => {
    const response = await t.request('GET', '/api/fonts');
    expect(response.status).toBe(200);
    const fonts = response.json<{ data: FontRow[] }>().data;
    expect([...new Set(fonts.map((font) => font.family))]).toEqual([
      'Inter',
      'Lato',
      'Montserrat',
      'Open Sans',
      'Playfair Display',
      'Roboto',
    ]);
    const inter = fonts.filter(
      (font) => font.family === 'Inter' && !font.variant.includes('italic'),
    );
    expect(inter.map((font) => [font.variant, font.label])).toEqual([
      ['100', 'Thin'],
      ['200', 'ExtraLight'],
      ['300', 'Light'],
      ['500', 'Medium'],
      ['600', 'SemiBold'],
      ['700', 'Bold'],
      ['800', 'ExtraBold'],
      ['900', 'Black'],
      ['regular', 'Regular'],
    ]);
    expect(fonts.find((f) => f.family === 'Roboto' && f.variant === '700italic')).toMatchObject({
      label: 'Bold Italic',
      source: 'package',
    });
    // 18 + 10 + 18 + 12 + 12 + 18 variants.
    expect(fonts).toHaveLength(88);
    // Importing again adds nothing.
    expect(await t.app.get(PackagedFontsImporter).importMissing()).toBe(0);
  });

  it('answers @font-face CSS whose files come from this server only', async () => {
    const response = await t.request(
      'GET',
      '/api/fonts/google/Open+Sans/style-700italic.embed.css',
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    const css = response.body;
    expect(css).toContain("font-family: 'Open Sans';");
    expect(css).toContain('font-weight: 700;');
    expect(css).toContain('font-style: italic;');
    expect(css).not.toMatch(/googleapis|gstatic|https?:|\/\//);
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls)
      expect(url).toMatch(/^\/api\/fonts\/files\/open-sans\/[a-z-]+-700-italic\.woff2?\?v=\d/);
    // The latin rule comes first, limited to its unicode range.
    expect(css.indexOf('latin-700-italic.woff2')).toBeLessThan(css.indexOf('cyrillic'));
    expect(css).toContain('unicode-range: U+0000-00FF');

    const file = await raw(urls[0]);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for a variant the package lacks and for hostile font file paths', async () => {
    const thin = await t.request('GET', '/api/fonts/google/Playfair+Display/style-100.embed.css');
    expect(thin.status).toBe(404);
    expect(thin.json()).toEqual({
      errors: [{ code: 'FONT_NOT_FOUND', message: 'Schriftart wurde nicht gefunden.' }],
    });
    for (const path of [
      '/api/fonts/files/inter/..%2F..%2Fpackage.json',
      '/api/fonts/files/..%2Finter/latin-400-normal.woff2',
      '/api/fonts/files/inter/latin-400-normal.ttf',
      '/api/fonts/files/lora/latin-400-normal.woff2',
      '/api/fonts/files/lato/latin-200-normal.woff2',
      `/api/fonts/files/inter/${'latin-'.repeat(30)}400-normal.woff2`,
    ]) {
      const response = await t.request('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.json<{ errors: { message: string }[] }>().errors[0].message).toMatch(
        /nicht gefunden\.$/,
      );
    }
  });

  const post = async (name: string, data: Buffer) => {
    const response = await t.request('POST', '/api/uploads', {
      body: { name, data: dataUrl(data) },
    });
    expect(response.status).toBe(201);
    return response.json<{ data: Upload }>().data;
  };
  const previewOf = (u: Upload) => `/upload/${u.publicHash}/preview/${u.id}-${u.version}.jpg`;

  it('makes a JPEG preview of an image upload, at most 640 px, cached and nosniff', async () => {
    const upload = await post(
      'torte.png',
      await sharp({ create: { width: 1000, height: 500, channels: 4, background: '#C49560' } })
        .png()
        .toBuffer(),
    );
    const response = await raw(previewOf(upload));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 320]);
    const cached = join(t.storageDir, 'upload-previews', `${upload.id}-1.jpg`);
    expect(existsSync(cached)).toBe(true);

    const original = await raw(`/upload/${upload.publicHash}/${upload.id}-1.png`);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-disposition']).toBeUndefined();
  });

  it('has no preview for documents or undecodable images: German 404', async () => {
    const pdf = await post('angebot.pdf', documents.pdf);
    const fakeJpeg = await post('kaputt.jpg', jpeg(4, 4));
    for (const upload of [pdf, fakeJpeg]) {
      const response = await t.request('GET', previewOf(upload));
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'NO_PREVIEW', message: 'Für diese Datei gibt es keine Vorschau.' }],
      });
    }
    const pdfFile = await raw(`/upload/${pdf.publicHash}/${pdf.id}-1.pdf`);
    expect(pdfFile.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfFile.headers['content-disposition']).toMatch(/^attachment; filename="angebot.pdf"/);
  });

  it('answers hostile preview paths with a German 404', async () => {
    const upload = await post(
      'foto.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    for (const path of [
      `/upload/${upload.publicHash}/preview/${upload.id}-1.png`,
      `/upload/${'0'.repeat(32)}/preview/${upload.id}-1.jpg`,
      `/upload/${upload.publicHash}/preview/${upload.id}-2.jpg`,
      `/upload/..%2F..%2F/preview/${upload.id}-1.jpg`,
      `/upload/${upload.publicHash}/preview/..%2F${upload.id}-1.jpg`,
      `/upload/${'f'.repeat(150)}/preview/${upload.id}-1.jpg`,
    ]) {
      const response = await t.request('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.json<{ errors: { message: string }[] }>().errors[0].message).toMatch(
        /nicht gefunden\.$/,
      );
    }
  });
});
