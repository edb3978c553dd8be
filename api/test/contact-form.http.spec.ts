import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import { startSmtpServer } from './support/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const VALID_FORM = {
  subject: 'Frage zur Sachertorte',
  firstName: 'Anna',
  lastName: 'Müller',
  phone: '+43 664 1234567',
  email: 'anna.mueller@example.at',
  comment: 'Gibt es die Sachertorte auch glutenfrei?\nIch würde gerne drei bestellen.',
};

const SHOP_EMAIL = 'kontakt@backstube.example';

async function setShopAddress(t: TestApp, email: string): Promise<void> {
  await t.app.get(ConfigService).update({ email, shopName: 'Backstube Huber' } as ConfigInput);
}

const countMessages = async (t: TestApp) =>
  Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_message'))[0].n);

const storedMessage = async (t: TestApp, id: number) =>
  (
    (await t.dataSource.query('SELECT * FROM contact_message WHERE id = ?', [id])) as Record<
      string,
      unknown
    >[]
  )[0];

describe('POST /api/custom/forms with a mail server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps a message but sends nothing while the shop has no e-mail address', async () => {
    const response = await t.request('POST', '/api/custom/forms', { body: VALID_FORM });

    expect(response.status).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    expect(smtp.received).toHaveLength(0);
    expect(await storedMessage(t, id)).toMatchObject({ subject: VALID_FORM.subject });
    expect((await storedMessage(t, id)).mailedAt).toBeNull();
  });

  it('stores the message and mails it to the shop, Reply-To the visitor, answering only the id', async () => {
    await setShopAddress(t, SHOP_EMAIL);
    const arrival = smtp.next();

    const response = await t.request('POST', '/api/custom/forms', {
      body: { ...VALID_FORM, privacy: true },
    });

    expect(response.status).toBe(201);
    const answer = response.json<{ data: { id: number } }>();
    expect(answer).toEqual({ data: { id: expect.any(Number) } });
    const mail = await arrival;
    expect(mail.envelopeTo).toEqual([SHOP_EMAIL]);
    expect(mail.envelopeFrom).toBe(SHOP_EMAIL);
    expect(mail.headers.get('to')).toBe(SHOP_EMAIL);
    expect(mail.headers.get('from')).toBe(`Backstube Huber <${SHOP_EMAIL}>`);
    expect(mail.headers.get('reply-to')).toBe('Anna Müller <anna.mueller@example.at>');
    expect(mail.headers.get('subject')).toBe('Kontaktanfrage: Frage zur Sachertorte');
    expect(mail.body).toContain(
      [
        'Betreff: Frage zur Sachertorte',
        'Vorname: Anna',
        'Nachname: Müller',
        'Telefon: +43 664 1234567',
        'E-Mail: anna.mueller@example.at',
        '',
        'Nachricht:',
        'Gibt es die Sachertorte auch glutenfrei?',
        'Ich würde gerne drei bestellen.',
      ].join('\n'),
    );
    const stored = await storedMessage(t, answer.data.id);
    expect(stored).toMatchObject({
      firstName: 'Anna',
      lastName: 'Müller',
      email: 'anna.mueller@example.at',
    });
    expect(stored.mailedAt).not.toBeNull();
  });

  it('trims what it stores and mails', async () => {
    const arrival = smtp.next();
    const response = await t.request('POST', '/api/custom/forms', {
      body: { ...VALID_FORM, subject: '   Catering im Mai  ', firstName: ' Jo ' },
    });

    expect(response.status).toBe(201);
    expect((await arrival).headers.get('subject')).toBe('Kontaktanfrage: Catering im Mai');
    const stored = await storedMessage(t, response.json<{ data: { id: number } }>().data.id);
    expect(stored).toMatchObject({ subject: 'Catering im Mai', firstName: 'Jo' });
  });

  describe('bad input: a German 400 per field, nothing stored, nothing sent', () => {
    let before: number;
    let mailsBefore: number;
    beforeEach(async () => {
      before = await countMessages(t);
      mailsBefore = smtp.received.length;
    });
    afterEach(async () => {
      expect(await countMessages(t)).toBe(before);
      expect(smtp.received).toHaveLength(mailsBefore);
    });

    it('names every missing field', async () => {
      const response = await t.request('POST', '/api/custom/forms', { body: {} });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        [
          ['subject', 'Betreff'],
          ['firstName', 'Vorname'],
          ['lastName', 'Nachname'],
          ['phone', 'Telefonnummer'],
          ['email', 'E-Mail-Adresse'],
          ['comment', 'Anmerkung'],
        ].map(([field, label]) => ({
          code: 'VALIDATION_FAILED',
          field,
          message: `Das Feld „${label}“ fehlt.`,
        })),
      );
    });

    it('applies the contact-form rules of the spec with their German messages', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: {
          subject: 'Hallo',
          firstName: 'A',
          lastName: ' B ',
          phone: '12345',
          email: 'anna@example',
          comment: 'Einwort',
        },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'firstName',
          message: 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'lastName',
          message: 'Bitte geben Sie Ihren Nachnamen an (mindestens 2 Zeichen).',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'phone',
          message: 'Bitte geben Sie eine Telefonnummer mit mindestens 6 Zeichen an.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'email',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'comment',
          message: 'Bitte schreiben Sie uns Ihr Anliegen in mindestens 2 Wörtern.',
        },
      ]);
    });

    it('refuses a subject of fewer than 5 characters after trimming', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: { ...VALID_FORM, subject: '  Hi  ' },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'subject',
          message: 'Bitte geben Sie einen Betreff mit mindestens 5 Zeichen an.',
        },
      ]);
    });

    it('refuses 5000-character values in the short fields and an overlong comment', async () => {
      const long = 'x'.repeat(5000);
      const response = await t.request('POST', '/api/custom/forms', {
        body: {
          subject: long,
          firstName: long,
          lastName: long,
          phone: '1'.repeat(5000),
          email: `${long}@example.at`,
          comment: 'Wort '.repeat(1001),
        },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'subject',
          message: 'Das Feld „Betreff“ darf höchstens 200 Zeichen lang sein.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'firstName',
          message: 'Das Feld „Vorname“ darf höchstens 100 Zeichen lang sein.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'lastName',
          message: 'Das Feld „Nachname“ darf höchstens 100 Zeichen lang sein.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'phone',
          message: 'Das Feld „Telefonnummer“ darf höchstens 50 Zeichen lang sein.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'email',
          message: 'Das Feld „E-Mail-Adresse“ darf höchstens 254 Zeichen lang sein.',
        },
        {
          code: 'VALIDATION_FAILED',
          field: 'comment',
          message: 'Das Feld „Anmerkung“ darf höchstens 5000 Zeichen lang sein.',
        },
      ]);
    });

    it('refuses header injection through line breaks in subject and names', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: {
          ...VALID_FORM,
          subject: 'Frage zur Torte\r\nBcc: opfer@example.com',
          firstName: 'Anna\nX-Spam: ja',
          lastName: 'Mül\rler',
        },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        [
          ['subject', 'Betreff'],
          ['firstName', 'Vorname'],
          ['lastName', 'Nachname'],
        ].map(([field, label]) => ({
          code: 'VALIDATION_FAILED',
          field,
          message: `Das Feld „${label}“ darf keine Zeilenumbrüche oder Steuerzeichen enthalten.`,
        })),
      );
    });

    it('refuses an e-mail address carrying a second recipient', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: { ...VALID_FORM, email: 'anna@example.at\r\nCc: opfer@example.com' },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors.map((e) => e.field)).toEqual(['email']);
    });

    it('refuses wrong types and unknown fields', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: { ...VALID_FORM, phone: 6641234567, privacy: 'ja', isAdmin: true },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        expect.arrayContaining([
          {
            code: 'VALIDATION_FAILED',
            field: 'phone',
            message: 'Das Feld „Telefonnummer“ muss ein Text sein.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'privacy',
            message: 'Das Feld „privacy“ muss true oder false sein.',
          },
          { code: 'VALIDATION_FAILED', field: 'isAdmin', message: 'Unbekanntes Feld „isAdmin“.' },
        ]),
      );
    });

    it('refuses a form whose privacy box was not ticked', async () => {
      const response = await t.request('POST', '/api/custom/forms', {
        body: { ...VALID_FORM, privacy: false },
      });

      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'privacy',
          message: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
        },
      ]);
    });

    it('refuses bodies that are not a JSON object', async () => {
      const malformed = await t.request('POST', '/api/custom/forms', {
        rawBody: '{"subject": "Hallo Welt", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toEqual({
        errors: [{ code: 'INVALID_JSON', message: 'Der Anfragetext ist kein gültiges JSON.' }],
      });

      for (const raw of ['[1,2]', '"Hallo"', 'null']) {
        const response = await t.request('POST', '/api/custom/forms', {
          rawBody: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(400);
        expect(response.json<Errors>().errors).toHaveLength(1);
      }

      const form = await t.request('POST', '/api/custom/forms', {
        rawBody: 'subject=Hallo+Welt&firstName=Anna',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBeGreaterThanOrEqual(400);
      expect(form.status).toBeLessThan(500);
      expect(form.json<Errors>().errors[0].message).toEqual(expect.any(String));
    });
  });
});

describe('POST /api/custom/forms without a working mail server', () => {
  it('keeps the message and answers 201 when SMTP_URL is unset or the server is unreachable', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = await startSmtpServer();
    const deadUrl = probe.url;
    await probe.close();

    for (const smtpUrl of [null, deadUrl]) {
      const t = await createTestApp({ smtpUrl });
      try {
        await setShopAddress(t, SHOP_EMAIL);
        const response = await t.request('POST', '/api/custom/forms', { body: VALID_FORM });

        expect(response.status).toBe(201);
        const stored = await storedMessage(t, response.json<{ data: { id: number } }>().data.id);
        expect(stored).toMatchObject({ subject: VALID_FORM.subject, comment: VALID_FORM.comment });
        expect(stored.mailedAt).toBeNull();
      } finally {
        await t.close();
      }
    }
  });
});
