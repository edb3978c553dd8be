import type { Image } from '@bestellwerk/domain';
import sharp from 'sharp';
import { dataUrl } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';

type Layer = Record<string, unknown>;
type Pixels = { data: Buffer; width: number; height: number };

describe('image templates rendered to PNG', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let fontIds: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
    const fonts = (await t.request('GET', '/api/fonts')).json<{
      data: { id: number; family: string; variant: string }[];
    }>().data;
    fontIds = new Map(fonts.map((font) => [`${font.family} ${font.variant}`, font.id]));
  });
  afterAll(() => t.close());

  const template = async (width: number, height: number, layers: Layer[]) =>
    (
      await t.create<{ id: number }>(
        '/api/image-templates',
        { name: 'Vorlage', width, height, layers },
        admin,
      )
    ).id;

  const render = async (id: number): Promise<Pixels> => {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `/api/image-templates/${id}/render.png`,
        headers: { cookie: employee.cookie },
      });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { data, info } = await sharp(response.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const pixel = (image: Pixels, x: number, y: number) => {
    const i = (y * image.width + x) * 3;
    return `#${[...image.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  };
  /** How many pixels of the region have exactly the colour. */
  const count = (
    image: Pixels,
    color: string,
    x0 = 0,
    y0 = 0,
    x1 = image.width,
    y1 = image.height,
  ) => {
    let n = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) if (pixel(image, x, y) === color) n += 1;
    return n;
  };

  it('has the template size, a white canvas and shapes of their colour at their position', async () => {
    const id = await template(300, 200, [
      { type: 'shape', x: 10, y: 20, width: 50, height: 40, color: '#C49560' },
      // Painted later, so on top; reaches over the canvas edge and is cut there.
      { type: 'shape', x: 250, y: 150, width: 100, height: 100, color: '#123456' },
    ]);
    const image = await render(id);
    expect([image.width, image.height]).toEqual([300, 200]);
    expect(pixel(image, 10, 20)).toBe('#C49560');
    expect(pixel(image, 59, 59)).toBe('#C49560');
    expect(pixel(image, 60, 20)).toBe('#FFFFFF');
    expect(pixel(image, 9, 20)).toBe('#FFFFFF');
    expect(pixel(image, 299, 199)).toBe('#123456');
    expect(count(image, '#123456')).toBe(50 * 50);
  });

  it('composites image layers scaled into their box', async () => {
    const red = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#FF0000' },
    })
      .png()
      .toBuffer();
    const uploaded = (
      await t.request('POST', '/api/images', { session: admin, body: { data: dataUrl(red) } })
    ).json<{ data: Image }>().data;
    const id = await template(200, 100, [
      { type: 'image', x: 100, y: 10, width: 80, height: 60, image: { id: uploaded.id } },
    ]);
    const image = await render(id);
    expect(count(image, '#FF0000')).toBe(80 * 60);
    expect(pixel(image, 100, 10)).toBe('#FF0000');
    expect(pixel(image, 99, 10)).toBe('#FFFFFF');
  });

  it('draws text in its colour inside its box, in the chosen font', async () => {
    const text = (font: string) => ({
      type: 'text',
      x: 20,
      y: 30,
      width: 560,
      text: 'Diese Woche: Krapfen & <Brezen>',
      font: fontIds.get(font),
      fontSize: 48,
      color: '#C49560',
    });
    const black = await render(await template(600, 150, [text('Inter 900')]));
    const thin = await render(await template(600, 150, [text('Inter 100')]));
    const inBox = count(black, '#C49560', 20, 30, 580, 150);
    expect(inBox).toBeGreaterThan(500);
    expect(count(black, '#C49560')).toBe(inBox);
    // Black strokes cover far more pixels than Thin ones: the font file is really used.
    expect(count(thin, '#C49560')).toBeLessThan(inBox / 2);
  });

  it('leaves out layers off the canvas and text without content', async () => {
    const id = await template(50, 50, [
      { type: 'shape', x: 60, y: 0, width: 10, height: 10, color: '#000000' },
      { type: 'text', x: 0, y: 0, text: '   ', color: '#000000' },
      { type: 'image', x: 0, y: 0, width: 10, height: 10 },
    ]);
    const image = await render(id);
    expect(count(image, '#FFFFFF')).toBe(50 * 50);
  });

  it('answers 404 for an unknown template and keeps rendering from anonymous callers', async () => {
    const missing = await t.request('GET', '/api/image-templates/4242/render.png', {
      session: employee,
    });
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Bildvorlage wurde nicht gefunden.' }],
    });
    expect((await t.request('GET', '/api/image-templates/1/render.png')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/image-templates/abc/render.png', { session: employee })).status,
    ).toBe(400);
  });

  it('refuses to render a template above the pixel limit with a German message', async () => {
    const id = await template(10_000, 10_000, []);
    const response = await t.request('GET', `/api/image-templates/${id}/render.png`, {
      session: employee,
    });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message:
            'Die Bildvorlage ist mit 10.000 × 10.000 Pixeln zu groß zum Erzeugen (höchstens 50 Megapixel).',
        },
      ],
    });
  });
});
