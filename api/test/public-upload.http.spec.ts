// The storefront's item dialog uploads anonymously to POST /api/uploads (the route is @Public,
// see uploads.controller.ts), so no second upload route exists. These tests pin what the
// storefront relies on: no session or CSRF token, the Upload answer, the check by content,
// the 10 MB limit and German 4xx answers in the { errors } envelope.
import { MAX_UPLOAD_BYTES, type CustomerUpload, type Upload } from '@bestellwerk/domain';
import { dataUrl, documents, jpeg, png } from './support/media-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const uploadFailed = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

describe('anonymous uploads of the item dialog', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown) => t.request('POST', '/api/uploads', { body });

  it('stores a photo of a visitor without session or CSRF token and answers the Upload', async () => {
    const file = png(4, 3);
    const response = await post({ name: 'Torte Oma.png', data: dataUrl(file, 'image/png') });
    expect(response.status).toBe(201);
    expect(response.json<{ data: CustomerUpload }>().data).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'png',
      publicHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      mimeType: 'image/png',
      name: 'Torte Oma.png',
      size: file.length,
      // The secret an order must name the upload with (order-upload-tokens.http.spec.ts).
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('decides by content, not by the declared type of the data URL', async () => {
    const jpegAsText = await post({ name: 'foto.jpg', data: dataUrl(jpeg(2, 2), 'text/plain') });
    expect(jpegAsText.status).toBe(201);
    expect(jpegAsText.json<{ data: Upload }>().data.mimeType).toBe('image/jpeg');

    const pdfAsPng = await post({ name: 'foto.png', data: dataUrl(documents.pdf, 'image/png') });
    expect(pdfAsPng.status).toBe(400);
    expect(pdfAsPng.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('foto.png'), field: 'data' }],
    });
  });

  it('refuses an extension outside the spec list', async () => {
    const response = await post({ name: 'skript.js', data: dataUrl(documents.text) });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('skript.js'), field: 'data' }],
    });
  });

  it('refuses a file above 10 MB with the upload-failure message', async () => {
    const tooLarge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61);
    const response = await post({ name: 'gross.txt', data: dataUrl(tooLarge, 'text/plain') });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('gross.txt'), field: 'data' }],
    });
  });

  it('answers a malformed data URL or missing fields with German field errors', async () => {
    const malformed = await post({ name: 'notiz.txt', data: 'data:text/plain;base64,@@@' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: uploadFailed('notiz.txt'), field: 'data' }],
    });

    const missing = await post({});
    expect(missing.status).toBe(400);
    const fields = missing.json<Errors>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['data', 'name']));
  });
});
