import { emptyContactForm } from './contact-form-rules.js';
import {
  CONTACT_FORM_MAX_LENGTHS,
  contactFormLimitErrors,
  contactFormLimitViolations,
  isSingleLine,
  toSingleLine,
} from './contact-form-limits.js';

const form = {
  ...emptyContactForm(),
  subject: 'Frage zur Torte',
  firstName: 'Anna',
  lastName: 'Berger',
  phone: '+43 664 1234567',
  email: 'anna@example.at',
  comment: 'Gibt es die Sachertorte auch glutenfrei?\nDanke!',
};

describe('contactFormLimitViolations', () => {
  it('accepts a usual form, multi-line comment included', () => {
    expect(contactFormLimitViolations(form)).toEqual([]);
  });

  it.each([
    ['subject', 'x'.repeat(CONTACT_FORM_MAX_LENGTHS.subject + 1)],
    ['firstName', 'x'.repeat(CONTACT_FORM_MAX_LENGTHS.firstName + 1)],
    ['lastName', 'x'.repeat(CONTACT_FORM_MAX_LENGTHS.lastName + 1)],
    ['phone', '1'.repeat(CONTACT_FORM_MAX_LENGTHS.phone + 1)],
    ['email', `${'a'.repeat(250)}@example.at`],
    ['comment', 'x '.repeat(CONTACT_FORM_MAX_LENGTHS.comment)],
  ] as const)('flags %s when it is too long', (field, value) => {
    expect(contactFormLimitViolations({ ...form, [field]: value })).toEqual([field]);
  });

  it('accepts each field at exactly its maximum, counting characters not UTF-16 units', () => {
    expect(
      contactFormLimitViolations({
        ...form,
        subject: '🥨'.repeat(CONTACT_FORM_MAX_LENGTHS.subject),
        comment: 'x'.repeat(CONTACT_FORM_MAX_LENGTHS.comment),
      }),
    ).toEqual([]);
  });

  it.each([
    ['subject', 'Hallo\r\nBcc: opfer@example.com'],
    ['firstName', 'Anna\nX-Spam: yes'],
    ['lastName', 'Berger\r'],
    ['phone', '0664\t123'],
    ['email', 'anna@example.at\u0000'],
  ] as const)('flags a line break or control character in the one-line field %s', (f, v) => {
    expect(contactFormLimitViolations({ ...form, [f]: v })).toEqual([f]);
  });
});

describe('contactFormLimitErrors', () => {
  it('names the field and says what is wrong, in German', () => {
    expect(
      contactFormLimitErrors({ ...form, subject: 'x'.repeat(201), firstName: 'A\nB' }),
    ).toEqual([
      { field: 'subject', message: 'Das Feld „Betreff“ darf höchstens 200 Zeichen lang sein.' },
      {
        field: 'firstName',
        message: 'Das Feld „Vorname“ darf keine Zeilenumbrüche oder Steuerzeichen enthalten.',
      },
    ]);
    expect(contactFormLimitErrors(form)).toEqual([]);
  });
});

describe('isSingleLine and toSingleLine', () => {
  it.each([
    ['Frage zur Torte', true, 'Frage zur Torte'],
    ['Hallo\r\nBcc: x@y.z', false, 'Hallo Bcc: x@y.z'],
    ['  a\n\n\tb  ', false, 'a b'],
    ['Zeile\u2028Trenner', false, 'Zeile Trenner'],
    ['Größe – Änderung', true, 'Größe – Änderung'],
  ])('%j', (value, single, line) => {
    expect(isSingleLine(value)).toBe(single);
    expect(toSingleLine(value)).toBe(line);
  });
});
