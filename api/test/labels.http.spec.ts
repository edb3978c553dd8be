import type { ApiError } from '@bestellwerk/domain';
import { PDFDocument } from 'pdf-lib';
import { pageText } from './support/pdf-text.js';
import { createProduct } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('price labels as PDF', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let bread: number;
  let cheese: number;

  const labels = (body: unknown, session: StaffSession = employee) =>
    t.request('POST', '/api/labels', { session, body });
  /** The PDF of a request that must succeed (read from the raw bytes, not a UTF-8 body). */
  const raw = async (body: unknown): Promise<PDFDocument> => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/labels',
      headers: {
        cookie: employee.cookie,
        'x-csrf-token': employee.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    return PDFDocument.load(response.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
    bread = (
      await createProduct(t.dataSource, {
        name: 'Großes Bauernbrot',
        price: 3.9,
        description: 'Natursauerteig, im Holzofen gebacken',
        allergens: ['A', 'G'],
      })
    ).id;
    cheese = (
      await createProduct(t.dataSource, {
        name: 'Bergkäse',
        price: 24.8,
        unit: 'kg',
        calculationModel: 'approximate',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('answers an A4 portrait PDF to employees and admins', async () => {
    const response = await labels({ layout: 'compact', products: [{ id: bread }] }, admin);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="etiketten-compact.pdf"',
    );
    const pdf = await raw({ layout: 'compact', products: [{ id: bread }] });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    // 210 × 297 mm in points.
    expect(width).toBeCloseTo((210 / 25.4) * 72, 1);
    expect(height).toBeCloseTo((297 / 25.4) * 72, 1);
  });

  it.each<[string, 'compact' | 'detail', number, number]>([
    ['49 compact labels on 2 pages', 'compact', 49, 2],
    ['48 compact labels on 1 page', 'compact', 48, 1],
    ['10 detail labels on 1 page', 'detail', 10, 1],
    ['11 detail labels on 2 pages', 'detail', 11, 2],
  ])('%s', async (_name, layout, count, pages) => {
    const pdf = await raw({ layout, products: [{ id: bread }], copies: count });
    expect(pdf.getPageCount()).toBe(pages);
  });

  it('prints name and price with umlauts, ß and € on compact labels, in the given order', async () => {
    const pdf = await raw({ layout: 'compact', products: [{ id: cheese }, { id: bread }] });
    expect(pageText(pdf.getPage(0))).toEqual([
      'Bergkäse',
      'ca. 24,80\u00a0€ / kg',
      'Großes Bauernbrot',
      '3,90\u00a0€',
    ]);
  });

  it('adds unit line, allergens and description on detail labels', async () => {
    const pdf = await raw({ layout: 'detail', products: [{ id: bread }] });
    expect(pageText(pdf.getPage(0))).toEqual([
      'Großes Bauernbrot',
      '3,90\u00a0€',
      'Preis je Stk.',
      'Allergene: A Glutenhaltiges Getreide, G Milch und Laktose',
      'Natursauerteig, im Holzofen gebacken',
    ]);
  });

  it('breaks a long name after a hyphen and shortens it with …', async () => {
    const long = await createProduct(t.dataSource, {
      name: 'Dinkel-Vollkorn-Kürbiskern-Weckerl mit extra vielen Saaten und noch mehr Körnern',
      price: 1.2,
    });
    const pdf = await raw({ layout: 'compact', products: [{ id: long.id }] });
    const [first, second, price, ...rest] = pageText(pdf.getPage(0));
    expect(first).toBe('Dinkel-Vollkorn-Kürbiskern-');
    expect(second).toMatch(/^Weckerl mit .*…$/);
    expect(price).toBe('1,20\u00a0€');
    expect(rest).toEqual([]);
  });

  it('draws characters outside WinAnsi without their accent, or as ?', async () => {
    const foreign = await createProduct(t.dataSource, { name: 'Łódź-Brezel 🥨', price: 2 });
    const pdf = await raw({ layout: 'compact', products: [{ id: foreign.id }] });
    expect(pageText(pdf.getPage(0))[0]).toBe('?ódz-Brezel ?');
  });

  it('answers German 400s at the field and no PDF', async () => {
    const cases: [unknown, ApiError][] = [
      [
        { layout: 'riesig', products: [{ id: bread }] },
        {
          code: 'VALIDATION_FAILED',
          field: 'layout',
          message: 'Bitte wählen Sie das Etikettenformat „compact“ (12 × 4) oder „detail“ (5 × 2).',
        },
      ],
      [
        { layout: 'compact', products: [] },
        {
          code: 'VALIDATION_FAILED',
          field: 'products',
          message: 'Bitte wählen Sie mindestens ein Produkt.',
        },
      ],
      [
        { layout: 'detail', products: [{ id: bread }, { id: 99999 }] },
        {
          code: 'VALIDATION_FAILED',
          field: 'products',
          message: 'Produkt mit der ID 99999 existiert nicht.',
        },
      ],
      [
        { layout: 'compact', products: [{ id: bread }, { id: cheese }], copies: 251 },
        {
          code: 'VALIDATION_FAILED',
          field: 'copies',
          message: 'Höchstens 500 Etiketten pro PDF; gewählt sind 502.',
        },
      ],
      [
        { layout: 'compact', products: Array.from({ length: 501 }, () => ({ id: bread })) },
        {
          code: 'VALIDATION_FAILED',
          field: 'products',
          message: 'Höchstens 500 Etiketten pro PDF; gewählt sind 501.',
        },
      ],
    ];
    for (const [body, error] of cases) {
      const response = await labels(body);
      expect({ status: response.status, errors: response.json<Errors>().errors }).toEqual({
        status: 400,
        errors: [error],
      });
    }
    const badCopies = await labels({ layout: 'compact', products: [{ id: bread }], copies: 0 });
    expect(badCopies.status).toBe(400);
    expect(badCopies.json<Errors>().errors[0].field).toBe('copies');
  });

  it('needs a session and the CSRF token', async () => {
    const body = { layout: 'compact', products: [{ id: bread }] };
    expect((await t.request('POST', '/api/labels', { body })).status).toBe(401);
    const noToken = await t.request('POST', '/api/labels', {
      body,
      headers: { cookie: employee.cookie, 'x-csrf-token': '' },
    });
    expect(noToken.status).toBe(403);
  });
});
