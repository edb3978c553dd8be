import fc from 'fast-check';
import type { ContactForm } from '../contract/content.js';
import {
  CONTACT_FORM_FAILURE_MESSAGE,
  CONTACT_FORM_MESSAGES,
  CONTACT_FORM_MIN_COMMENT_WORDS,
  CONTACT_FORM_MIN_LENGTHS,
  CONTACT_FORM_SENDING_LABEL,
  CONTACT_FORM_SUCCESS_MESSAGE,
  contactFormInvalidFields,
  countWords,
  emptyContactForm,
  FORM_SCROLL_OFFSET_PX,
  isContactFormValid,
  validateContactForm,
} from './contact-form-rules.js';

const valid: ContactForm = {
  subject: 'Torte',
  firstName: 'Al',
  lastName: 'Bo',
  phone: '123456',
  email: 'al@bo.at',
  comment: 'Guten Tag',
  privacy: true,
};

describe('contactFormInvalidFields', () => {
  it('accepts a form exactly at every minimum', () => {
    expect(contactFormInvalidFields(valid)).toEqual([]);
    expect(isContactFormValid(valid)).toBe(true);
  });

  it.each<[string, Partial<ContactForm>, (keyof ContactForm)[]]>([
    ['subject of 4 characters', { subject: 'Tort' }, ['subject']],
    ['subject padded to 5 with spaces', { subject: ' Tort ' }, ['subject']],
    ['subject with umlauts', { subject: 'Größe' }, []],
    ['first name of 1 character', { firstName: 'A' }, ['firstName']],
    ['last name of 1 character', { lastName: 'B' }, ['lastName']],
    ['last name blank', { lastName: '   ' }, ['lastName']],
    ['phone of 5 characters', { phone: '12345' }, ['phone']],
    ['phone of 6 characters of any kind', { phone: '0512 1' }, []],
    ['e-mail without dot', { email: 'al@bo' }, ['email']],
    ['e-mail without at sign', { email: 'al.bo.at' }, ['email']],
    ['comment of one word', { comment: 'Hallo' }, ['comment']],
    ['comment of one word with spaces', { comment: '  Hallo  ' }, ['comment']],
    ['comment of two words over lines', { comment: 'Hallo\nWelt' }, []],
    ['privacy not ticked', { privacy: false }, ['privacy']],
  ])('%s', (_name, overrides, expected) => {
    expect(contactFormInvalidFields({ ...valid, ...overrides })).toEqual(expected);
    expect(isContactFormValid({ ...valid, ...overrides })).toBe(expected.length === 0);
  });

  it('flags every field of the empty form, in the order of the form', () => {
    expect(contactFormInvalidFields(emptyContactForm())).toEqual([
      'subject',
      'firstName',
      'lastName',
      'phone',
      'email',
      'comment',
      'privacy',
    ]);
  });

  it('enforces no maximum', () => {
    const long = Array.from({ length: 1000 }, () => 'Wort').join(' ');
    expect(contactFormInvalidFields({ ...valid, comment: long, subject: long })).toEqual([]);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['Hallo', 1],
    ['Hallo Welt', 2],
    [' Hallo \t Welt \n wie ', 3],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('counts the words it was built from', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zäöüß]{1,8}$/), { maxLength: 20 }), (words) => {
        expect(countWords(` ${words.join('  ')} `)).toBe(words.length);
      }),
    );
  });
});

describe('validateContactForm', () => {
  it('answers a message per invalid field', () => {
    expect(validateContactForm({ ...valid, phone: '', privacy: false })).toEqual([
      { field: 'phone', message: CONTACT_FORM_MESSAGES.phone },
      { field: 'privacy', message: CONTACT_FORM_MESSAGES.privacy },
    ]);
    expect(validateContactForm(valid)).toEqual([]);
  });
});

describe('texts and limits', () => {
  it('are the limits of the spec', () => {
    expect(CONTACT_FORM_MIN_LENGTHS).toEqual({ subject: 5, firstName: 2, lastName: 2, phone: 6 });
    expect(CONTACT_FORM_MIN_COMMENT_WORDS).toBe(2);
    expect(FORM_SCROLL_OFFSET_PX).toBe(-150);
  });

  it('are the spec wording', () => {
    expect(CONTACT_FORM_FAILURE_MESSAGE).toBe(
      'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.',
    );
    expect(CONTACT_FORM_SUCCESS_MESSAGE).toBe(
      'Ihre Anfrage wurde erfolgreich abgeschickt. Wir melden uns schnellstmöglich telefonisch oder auf die von Ihnen angegebene Mailadresse. Danke!',
    );
    expect(CONTACT_FORM_SENDING_LABEL).toBe('Bitte warten...');
  });
});
