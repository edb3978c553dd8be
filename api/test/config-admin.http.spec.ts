import type { Config, InitEntry } from '@bestellwerk/domain';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

describe('config administration: validation and the storefront’s view of a saved config', () => {
  let t: TestApp;
  let admin: StaffSession;

  const save = (body: Record<string, unknown>) =>
    t.request('POST', '/api/config', { session: admin, body });
  const current = async () => (await t.request('GET', '/api/config')).json<Data<Config>>().data;
  const errorsOf = (response: { json: <T>() => T }) => response.json<Errors>().errors;

  /** A font family as the fonts table holds it (fonts have no API to create them). */
  async function storeFont(family: string, variant: string): Promise<void> {
    await t.dataSource.query(`INSERT INTO font (family, variant) VALUES (?, ?)`, [family, variant]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
    await storeFont('Lora', 'regular');
    await storeFont('Lora', '700');
    expect(
      (await save({ shopName: 'Backstube Huber', email: 'info@huber.at', fontFamily: '' })).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a whole body with bad fields at their fields and saves none of it', async () => {
    const response = await save({
      shopName: 'Anders',
      email: 'info@',
      website: 'huber.at',
      termsAndConditions: 'ftp://huber.at/agb',
      privacyPolicy: 'javascript:alert(1)',
      ogUrl: 'https://',
      primaryColor: '#12345',
      backgroundColor: 'white',
      borderRadius: '5rem',
      mapboxZoom: 23,
      mapboxPitch: -1,
      mapboxBearing: 12.5,
      seoTitle: 'x'.repeat(256),
    });

    expect(response.status).toBe(400);
    const errors = errorsOf(response);
    expect(errors.map((error) => error.field).sort()).toEqual(
      [
        'email',
        'website',
        'termsAndConditions',
        'privacyPolicy',
        'ogUrl',
        'primaryColor',
        'backgroundColor',
        'borderRadius',
        'mapboxZoom',
        'mapboxPitch',
        'mapboxBearing',
        'seoTitle',
      ].sort(),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „E-Mail-Adresse“ muss eine gültige E-Mail-Adresse sein.',
          field: 'email',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Website“ muss eine gültige URL sein.',
          field: 'website',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Hauptfarbe“ muss eine Farbe wie #C49560 sein.',
          field: 'primaryColor',
        },
        {
          code: 'VALIDATION_FAILED',
          message:
            'Das Feld „Eckenradius“ muss eine Länge wie 1.2rem sein (0 bis 4rem, 64px oder 50%).',
          field: 'borderRadius',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Zoom“ darf höchstens 22 sein.',
          field: 'mapboxZoom',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Neigung (Grad)“ muss mindestens 0 sein.',
          field: 'mapboxPitch',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Drehung (Grad)“ muss eine ganze Zahl sein.',
          field: 'mapboxBearing',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „SEO-Titel“ darf höchstens 255 Zeichen lang sein.',
          field: 'seoTitle',
        },
      ]),
    );
    expect(await current()).toMatchObject({ shopName: 'Backstube Huber', email: 'info@huber.at' });
  });

  it.each([
    ['mapboxZoom', 0, 22, -1, 23],
    ['mapboxPitch', 0, 85, -1, 86],
    ['mapboxBearing', -180, 180, -181, 181],
  ])('takes %s from %i to %i and refuses %i and %i', async (field, low, high, below, above) => {
    for (const value of [low, high]) {
      const response = await save({ [field]: value });
      expect({ value, status: response.status }).toEqual({ value, status: 200 });
      expect((await current())[field as keyof Config]).toBe(value);
    }
    for (const value of [below, above]) {
      const response = await save({ [field]: value });
      expect({ value, status: response.status }).toEqual({ value, status: 400 });
      expect(errorsOf(response)[0].field).toBe(field);
    }
  });

  it.each([
    ['0', true],
    ['1.2rem', true],
    ['4rem', true],
    ['0.5em', true],
    ['64px', true],
    ['50%', true],
    ['4.5rem', false],
    ['65px', false],
    ['51%', false],
    ['12', false],
    ['1.2 rem', false],
    ['calc(1px)', false],
    ['', false],
  ])('border radius %p accepted: %p', async (borderRadius, accepted) => {
    const response = await save({ borderRadius });
    expect(response.status).toBe(accepted ? 200 : 400);
    if (accepted) expect((await current()).borderRadius).toBe(borderRadius);
    else expect((await current()).borderRadius).not.toBe(borderRadius);
  });

  it('takes colours as #rgb or #rrggbb and stores the long form', async () => {
    const response = await save({ primaryColor: '#1a3', themeColor: '#ABCDEF' });
    expect(response.status).toBe(200);
    expect(response.json<Data<Config>>().data).toMatchObject({
      primaryColor: '#11aa33',
      themeColor: '#ABCDEF',
    });
    for (const color of ['#12', '#1234', 'rgb(1,2,3)', '#ggg', '']) {
      const refused = await save({ backgroundColor: color });
      expect({ color, status: refused.status }).toEqual({ color, status: 400 });
    }
  });

  it('accepts only a font family the installation has, exactly as spelt, or the system font', async () => {
    const unknown = await save({ fontFamily: 'Comic Sans' });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      {
        code: 'VALIDATION_FAILED',
        message:
          'Die Schriftart „Comic Sans“ ist nicht vorhanden. Wählen Sie eine der Schriftarten oder die Systemschrift.',
        field: 'fontFamily',
      },
    ]);
    expect((await save({ fontFamily: 'lora' })).status).toBe(400);
    expect((await current()).fontFamily).toBe('');

    expect((await save({ fontFamily: 'Lora' })).status).toBe(200);
    expect((await current()).fontFamily).toBe('Lora');
    expect((await save({ fontFamily: '' })).status).toBe(200);
    expect((await current()).fontFamily).toBe('');
  });

  it('takes empty URLs and e-mail (not set) and refuses URLs without http(s)', async () => {
    const cleared = await save({ website: '', email: '', imprint: '', metaUrl: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json<Data<Config>>().data).toMatchObject({ website: '', email: '' });
    for (const field of ['allergens', 'imprint', 'metaUrl', 'twitterUrl']) {
      const refused = await save({ [field]: 'www.huber.at' });
      expect({ field, status: refused.status, at: errorsOf(refused)[0]?.field }).toEqual({
        field,
        status: 400,
        at: field,
      });
    }
  });

  it('gives the storefront the saved theme through /api/init with a new ETag', async () => {
    await save({ primaryColor: '#C49560', fontFamily: '' });
    const before = await t.request('GET', '/api/init');
    const etag = String(before.headers.etag);
    expect(
      (await t.request('GET', '/api/init', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    expect(
      (await save({ primaryColor: '#224466', fontFamily: 'Lora', borderRadius: '8px' })).status,
    ).toBe(200);

    const after = await t.request('GET', '/api/init', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const config = after.json<Data<InitEntry[]>>().data.find((e) => e.url === '/api/config')
      ?.data as Config;
    expect(config).toMatchObject({
      primaryColor: '#224466',
      fontFamily: 'Lora',
      borderRadius: '8px',
    });
  });
});
