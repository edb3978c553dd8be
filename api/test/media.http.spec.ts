import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Image, StoredImage, Upload } from '@bestellwerk/domain';
import sharp from 'sharp';
import { dataUrl, documents, gif, jpeg, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

/** A real, decodable image of one colour (the byte-built fixtures have no pixel data). */
const solid = (width: number, height: number, format: 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#C49560' } })
    .toFormat(format)
    .toBuffer();

const uploadFailed = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

describe('images: the media library and the public image files', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let storageDir: string;

  const imageFiles = () => readdirSync(join(storageDir, 'images')).sort();

  beforeAll(async () => {
    t = await createTestApp();
    storageDir = t.storageDir;
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, body: Record<string, unknown> = {}, type = 'image/png') =>
    t.request('POST', '/api/images', {
      session: admin,
      body: { data: dataUrl(data, type), ...body },
    });

  it('stores a PNG encoded anew with its size and serves it at /image/{id}-{version}.png', async () => {
    const file = png(3, 2);
    const response = await upload(file, { alt: 'Sachertorte', name: 'torte.png' });
    expect(response.status).toBe(201);
    const image = response.json<{ data: StoredImage }>().data;
    expect(image).toMatchObject({
      version: 1,
      extension: 'png',
      width: 3,
      height: 2,
      alt: 'Sachertorte',
      name: 'torte.png',
      mimeType: 'image/png',
      size: expect.any(Number),
    });
    expect(existsSync(join(storageDir, 'images', `${image.id}-1.png`))).toBe(true);

    const served = await t.request('GET', `/image/${image.id}-1.png`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"image-${image.id}-1"`);
    expect(served.headers['content-length']).toBe(String(image.size));

    const head = await t.request('HEAD', `/image/${image.id}-1.png`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
  });

  it('serves every size folder and /image/product/, /image/category/; unknown sizes are 404', async () => {
    const { id } = (
      await upload(await solid(1280, 720, 'jpeg'), { name: 'semmel.jpg' }, 'image/jpeg')
    ).json<{ data: Image }>().data;
    for (const prefix of [
      'product',
      'category',
      'icon',
      'thumbnail',
      'tiny',
      'small',
      'medium',
      'large',
    ]) {
      const response = await t.request('GET', `/image/${prefix}/${id}-1.jpg`);
      expect({ prefix, status: response.status, type: response.headers['content-type'] }).toEqual({
        prefix,
        status: 200,
        type: 'image/jpeg',
      });
    }
    const unknownSize = await t.request('GET', `/image/huge/${id}-1.jpg`);
    expect(unknownSize.status).toBe(404);
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const { id } = (await upload(png(4, 4))).json<{ data: Image }>().data;
    const response = await t.request('GET', `/image/${id}-1.png`, {
      headers: { 'if-none-match': `"image-${id}-1"` },
    });
    expect(response.status).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers a JSON 404 for unknown images, wrong versions and wrong extensions', async () => {
    const { id } = (await upload(png(1, 1))).json<{ data: Image }>().data;
    for (const path of [
      `/image/${id}-2.png`,
      `/image/${id}-1.jpg`,
      '/image/99999-1.png',
      '/image/abc.png',
    ]) {
      const response = await t.request('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Bild wurde nicht gefunden.' }],
      });
    }
    // Outside /api: the same path under the prefix does not exist.
    expect((await t.request('GET', `/api/image/${id}-1.png`)).status).toBe(404);
  });

  it('recognises the kind by content, not by the declared type or the name', async () => {
    const response = await upload(await solid(40, 30, 'webp'), { name: 'foto.png' }, 'image/png');
    expect(response.status).toBe(201);
    expect(response.json<{ data: Image }>().data).toMatchObject({
      extension: 'webp',
      width: 40,
      height: 30,
    });
  });

  it('refuses SVG, documents and broken data with the upload-failure message at data', async () => {
    const before = imageFiles();
    for (const [name, data] of [
      ['logo.svg', documents.svg],
      ['angebot.pdf', documents.pdf],
      ['kaputt.png', png(2, 2).subarray(0, 12)],
    ] as const) {
      const response = await upload(data, { name }, 'image/png');
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed(name), field: 'data' }],
      });
    }
    const notADataUrl = await t.request('POST', '/api/images', {
      session: admin,
      body: { data: 'keine-datei', name: 'x.png' },
    });
    expect(notADataUrl.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('x.png'), field: 'data' }],
    });
    expect(imageFiles()).toEqual(before);
  });

  it('accepts files above the global 1 MB body limit up to 10 MB, and refuses larger ones', async () => {
    // 3 MB of bytes after the PNG: accepted, and dropped by the re-encoding.
    const big = Buffer.concat([png(10, 10), Buffer.alloc(3 * 1024 * 1024)]);
    const accepted = await upload(big, { name: 'gross.png' });
    expect(accepted.status).toBe(201);
    expect(accepted.json<{ data: StoredImage }>().data.size).toBeLessThan(png(10, 10).length * 2);

    const tooBig = Buffer.concat([png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await upload(tooBig, { name: 'riesig.png' });
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('riesig.png'), field: 'data' }],
    });
    // Other routes keep the global limit.
    const division = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'gross', name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(division.status).toBe(413);
  });

  it('replaces the file on PUT: version + 1, new URL, old file removed', async () => {
    const { id } = (await upload(png(5, 5), { alt: 'alt' })).json<{ data: Image }>().data;
    const response = await t.request('PUT', `/api/images/${id}`, {
      session: admin,
      body: { data: dataUrl(await solid(20, 10, 'jpeg')), alt: 'neu' },
    });
    expect(response.status).toBe(200);
    expect(response.json<{ data: Image }>().data).toMatchObject({
      id,
      version: 2,
      extension: 'jpg',
      width: 20,
      height: 10,
      alt: 'neu',
    });
    expect(imageFiles()).toContain(`${id}-2.jpg`);
    expect(imageFiles()).not.toContain(`${id}-1.png`);
    expect((await t.request('GET', `/image/${id}-1.png`)).status).toBe(404);
    expect((await t.request('GET', `/image/${id}-2.jpg`)).status).toBe(200);

    const altOnly = await t.request('PUT', `/api/images/${id}`, {
      session: admin,
      body: { alt: 'nur Text' },
    });
    expect(altOnly.json<{ data: Image }>().data).toMatchObject({ version: 2, alt: 'nur Text' });
  });

  it('deletes the row and the file', async () => {
    const { id } = (await upload(png(1, 1))).json<{ data: Image }>().data;
    const response = await t.request('DELETE', `/api/images/${id}`, { session: admin });
    expect(response.status).toBe(200);
    expect(imageFiles()).not.toContain(`${id}-1.png`);
    expect((await t.request('GET', `/api/images/${id}`, { session: admin })).status).toBe(404);
    const again = await t.request('DELETE', `/api/images/${id}`, { session: admin });
    expect(again.json()).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Bild wurde nicht gefunden.' }],
    });
  });

  it('lists images for staff with X-Total-Count and search, but not for anonymous callers', async () => {
    await upload(png(1, 1), { name: 'brezel-mohn.png', alt: 'Brezel' });
    const list = await t.request('GET', '/api/images?search=brezel', { session: employee });
    expect(list.status).toBe(200);
    expect(list.json<{ data: StoredImage[] }>().data.map((image) => image.name)).toEqual([
      'brezel-mohn.png',
    ]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await t.request('GET', '/api/images')).status).toBe(401);
  });

  it('lets only admins write: 401 anonymous, 403 employees', async () => {
    const body = { data: dataUrl(png(1, 1)) };
    expect((await t.request('POST', '/api/images', { body })).status).toBe(401);
    const forbidden = await t.request('POST', '/api/images', { session: employee, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json()).toEqual({
      errors: [{ code: 'FORBIDDEN', message: 'Dafür fehlt Ihnen die Berechtigung.' }],
    });
  });
});

describe('uploads: files customers and staff upload', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let storageDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    storageDir = t.storageDir;
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  const post = (name: string, data: Buffer) =>
    t.request('POST', '/api/uploads', { body: { name, data: dataUrl(data) } });
  const urlOf = (u: Upload) => `/upload/${u.publicHash}/${u.id}-${u.version}.${u.extension}`;

  it('takes an anonymous upload and serves it inline when it is a raster image', async () => {
    const file = jpeg(30, 20);
    const response = await post('torte.jpeg', file);
    expect(response.status).toBe(201);
    const upload = response.json<{ data: Upload }>().data;
    expect(upload).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'jpeg',
      publicHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      mimeType: 'image/jpeg',
      name: 'torte.jpeg',
      size: file.length,
      // Only the upload answer carries the secret an order names the upload with.
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const served = await t.request('GET', urlOf(upload));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves documents as downloads and SVG sandboxed', async () => {
    const pdf = (await post('Angebot Grüße.pdf', documents.pdf)).json<{ data: Upload }>().data;
    const pdfResponse = await t.request('GET', urlOf(pdf));
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toBe(
      `attachment; filename="Angebot Gr__e.pdf"; filename*=UTF-8''Angebot%20Gr%C3%BC%C3%9Fe.pdf`,
    );

    const svg = (await post('logo.svg', documents.svg)).json<{ data: Upload }>().data;
    const svgResponse = await t.request('GET', urlOf(svg));
    expect(svgResponse.headers['content-type']).toBe('image/svg+xml');
    expect(svgResponse.headers['content-security-policy']).toBe('sandbox');
    expect(svgResponse.headers['content-disposition']).toMatch(/^attachment;/);

    const text = (await post('wunsch.txt', documents.text)).json<{ data: Upload }>().data;
    const textResponse = await t.request('GET', urlOf(text));
    expect(textResponse.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(textResponse.body).toBe(documents.text.toString('utf8'));
  });

  it('accepts every kind of the spec list by content', async () => {
    const files: [string, Buffer][] = [
      ['a.csv', documents.csv],
      ['a.gif', gif(1, 1)],
      ['a.jpg', jpeg(1, 1)],
      ['a.png', png(1, 1)],
      ['a.mp4', documents.mp4],
      ['a.mpeg', documents.mpeg],
      ['a.webm', documents.webm],
      ['a.zip', documents.zip],
      ['a.docx', documents.zip],
      ['a.xlsx', documents.zip],
      ['a.pptx', documents.zip],
      ['a.doc', documents.ole],
      ['a.xls', documents.ole],
      ['a.ppt', documents.ole],
    ];
    for (const [name, data] of files) {
      const response = await post(name, data);
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
    }
  });

  it('refuses a file whose content does not match its extension, or an extension not on the list', async () => {
    for (const [name, data] of [
      ['foto.png', documents.pdf],
      ['virus.exe', Buffer.from('MZ')],
      ['seite.html', Buffer.from('<script>alert(1)</script>')],
      ['logo.svg', Buffer.from('<html><script>alert(1)</script></html>')],
    ] as const) {
      const response = await post(name, data);
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed(name), field: 'data' }],
      });
    }
    const withPath = await post('../../etc/passwd.txt', documents.text);
    expect(withPath.status).toBe(400);
    expect(withPath.json<Errors>().errors[0].field).toBe('name');
  });

  it('answers 404 for a wrong hash, version or extension', async () => {
    const upload = (await post('liste.csv', documents.csv)).json<{ data: Upload }>().data;
    const wrongHash = `/upload/${'0'.repeat(32)}/${upload.id}-1.csv`;
    for (const path of [
      wrongHash,
      `/upload/${upload.publicHash}/${upload.id}-2.csv`,
      `/upload/${upload.publicHash}/${upload.id}-1.txt`,
    ]) {
      const response = await t.request('GET', path);
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Datei wurde nicht gefunden.' }],
      });
    }
  });

  it('lets staff list and read uploads, admins rename, replace and delete them', async () => {
    const upload = (await post('notiz.txt', documents.text)).json<{ data: Upload }>().data;
    expect((await t.request('GET', '/api/uploads')).status).toBe(401);
    expect(
      (await t.request('GET', `/api/uploads/${upload.id}`, { session: employee })).status,
    ).toBe(200);
    const forbidden = await t.request('PUT', `/api/uploads/${upload.id}`, {
      session: employee,
      body: { name: 'x.txt' },
    });
    expect(forbidden.status).toBe(403);

    const renamed = await t.request('PUT', `/api/uploads/${upload.id}`, {
      session: admin,
      body: { name: 'wunsch.txt' },
    });
    expect(renamed.json<{ data: Upload }>().data).toMatchObject({ name: 'wunsch.txt', version: 1 });

    // A new extension is checked against the stored content: text is not a PDF.
    const wrongKind = await t.request('PUT', `/api/uploads/${upload.id}`, {
      session: admin,
      body: { name: 'wunsch.pdf' },
    });
    expect(wrongKind.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('wunsch.pdf'), field: 'data' }],
    });
    const asCsv = await t.request('PUT', `/api/uploads/${upload.id}`, {
      session: admin,
      body: { name: 'wunsch.csv' },
    });
    const moved = asCsv.json<{ data: Upload }>().data;
    expect(moved).toMatchObject({ version: 2, extension: 'csv', mimeType: 'text/csv' });
    expect((await t.request('GET', urlOf(moved))).status).toBe(200);
    expect((await t.request('GET', urlOf(upload))).status).toBe(404);

    const replaced = await t.request('PUT', `/api/uploads/${upload.id}`, {
      session: admin,
      body: { name: 'angebot.pdf', data: dataUrl(documents.pdf) },
    });
    expect(replaced.json<{ data: Upload }>().data).toMatchObject({ version: 3, extension: 'pdf' });
    expect(readdirSync(join(storageDir, 'uploads'))).toContain(`${upload.id}-3.pdf`);
    expect(readdirSync(join(storageDir, 'uploads'))).not.toContain(`${upload.id}-2.csv`);

    expect(
      (await t.request('DELETE', `/api/uploads/${upload.id}`, { session: admin })).status,
    ).toBe(200);
    expect(readdirSync(join(storageDir, 'uploads'))).not.toContain(`${upload.id}-3.pdf`);
    expect(
      (await t.request('GET', `/api/uploads/${upload.id}`, { session: admin })).json(),
    ).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Datei wurde nicht gefunden.' }],
    });
  });
});

describe('image templates and fonts', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  /** A font with a stored woff2 file (fonts have no API to create them yet). */
  async function storeFont(family: string, variant: string): Promise<{ id: number; url: string }> {
    const hash = 'ab'.repeat(16);
    const [upload] = await t.dataSource.query(`SELECT id FROM upload WHERE name = ?`, [
      `${family}-${variant}.woff2`,
    ]);
    if (upload) throw new Error('font stored twice');
    await t.dataSource.query(
      `INSERT INTO upload (version, extension, publicHash, mimeType, name, size, storage) VALUES (1, 'woff2', ?, 'font/woff2', ?, 4, '')`,
      [hash, `${family}-${variant}.woff2`],
    );
    const [{ id: uploadId }] = await t.dataSource.query(`SELECT MAX(id) AS id FROM upload`);
    await t.dataSource.query(`INSERT INTO font (family, variant, uploadId) VALUES (?, ?, ?)`, [
      family,
      variant,
      uploadId,
    ]);
    const [{ id }] = await t.dataSource.query(`SELECT MAX(id) AS id FROM font`);
    return { id: Number(id), url: `/upload/${hash}/${uploadId}-1.woff2` };
  }

  it('lists uploaded fonts publicly beside the packaged ones and answers their @font-face CSS', async () => {
    const lora = await storeFont('Lora', '700italic');
    await storeFont('Merriweather', 'regular');
    const list = await t.request('GET', '/api/fonts');
    expect(list.status).toBe(200);
    const fonts = list.json<{ data: { family: string }[] }>().data;
    expect(fonts.filter((font) => ['Lora', 'Merriweather'].includes(font.family))).toEqual([
      { id: lora.id, family: 'Lora', variant: '700italic', label: 'Bold Italic', source: 'upload' },
      {
        id: expect.any(Number),
        family: 'Merriweather',
        variant: 'regular',
        label: 'Regular',
        source: 'upload',
      },
    ]);

    const css = await t.request('GET', '/api/fonts/google/Lora/style-700italic.embed.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain("font-family: 'Lora';");
    expect(css.body).toContain('font-style: italic;');
    expect(css.body).toContain('font-weight: 700;');
    expect(css.body).toContain(`src: url('${lora.url}') format('woff2');`);

    // Google's "regular" is weight 400; the family may come with + for spaces.
    const regular = await t.request('GET', '/api/fonts/google/Merriweather/style-400.embed.css');
    expect(regular.status).toBe(200);
    expect(regular.body).toContain("font-family: 'Merriweather';");
    expect(regular.body).toContain('font-weight: 400;');
  });

  it('answers 404 for a font it does not have and 400 for malformed names', async () => {
    const missing = await t.request('GET', '/api/fonts/google/Comic+Neue/style-400.embed.css');
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ code: 'FONT_NOT_FOUND', message: 'Schriftart wurde nicht gefunden.' }],
    });
    const badFamily = await t.request(
      'GET',
      `/api/fonts/google/${encodeURIComponent("Lora';}body{x")}/style-400.embed.css`,
    );
    expect(badFamily.status).toBe(400);
    expect(badFamily.json<Errors>().errors[0].field).toBe('family');
    const badVariant = await t.request('GET', '/api/fonts/google/Lora/style-heavy.embed.css');
    expect(badVariant.json<Errors>().errors[0].field).toBe('variant');
  });

  it('writes layers with their template and replaces them in place by id', async () => {
    const font = await storeFont('Lora', 'regular');
    const image = (
      await t.request('POST', '/api/images', { session: admin, body: { data: dataUrl(png(2, 2)) } })
    ).json<{ data: Image }>().data;
    const created = await t.request('POST', '/api/image-templates', {
      session: admin,
      body: {
        name: 'Wochenkarte',
        width: 1080,
        height: 1350,
        layers: [
          {
            type: 'image',
            name: 'Hintergrund',
            width: 1080,
            height: 1350,
            image: { id: image.id },
          },
          {
            type: 'text',
            name: 'Titel',
            x: 40,
            y: 60,
            text: 'Diese Woche',
            font: font.id,
            fontSize: 72,
            color: '#C49560',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const template = created.json<{ data: { id: number; layers: { id: number }[] } }>().data;
    expect(template).toMatchObject({
      name: 'Wochenkarte',
      width: 1080,
      height: 1350,
      layers: [
        { position: 0, type: 'image', name: 'Hintergrund', image: { id: image.id }, font: null },
        {
          position: 1,
          type: 'text',
          text: 'Diese Woche',
          font: font.id,
          fontSize: 72,
          color: '#C49560',
          image: null,
          x: 40,
          y: 60,
        },
      ],
    });
    const [background, title] = template.layers;

    const updated = await t.request('PUT', `/api/image-templates/${template.id}`, {
      session: admin,
      body: {
        layers: [
          { id: title.id, type: 'text', text: 'Nächste Woche' },
          { type: 'shape', name: 'Rahmen' },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const layers = await t.request('GET', `/api/image-templates/${template.id}/layers`, {
      session: employee,
    });
    expect(layers.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        id: title.id,
        position: 0,
        text: 'Nächste Woche',
        font: font.id,
        fontSize: 72,
      }),
      expect.objectContaining({ position: 1, type: 'shape', name: 'Rahmen', color: '#000000' }),
    ]);
    const rows = await t.dataSource.query('SELECT id FROM image_template_layer WHERE id = ?', [
      background.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('validates layers and their references, and keeps templates from anonymous callers', async () => {
    const response = await t.request('POST', '/api/image-templates', {
      session: admin,
      body: { name: 'x', layers: [{ type: 'video', color: 'rot' }] },
    });
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'layers.0.type' }),
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Ebene 1: Farbe“ muss eine Farbe wie #C49560 sein.',
          field: 'layers.0.color',
        },
      ]),
    );
    const missingFont = await t.request('POST', '/api/image-templates', {
      session: admin,
      body: { name: 'x', layers: [{ type: 'text', font: 4242 }] },
    });
    expect(missingFont.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Schriftart mit der ID 4242 existiert nicht.',
          field: 'layers',
        },
      ],
    });
    expect((await t.request('GET', '/api/image-templates')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/image-templates/999/layers', { session: employee })).json(),
    ).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Bildvorlage wurde nicht gefunden.' }],
    });
    const forbidden = await t.request('POST', '/api/image-templates', {
      session: employee,
      body: { name: 'x' },
    });
    expect(forbidden.status).toBe(403);
  });
});
