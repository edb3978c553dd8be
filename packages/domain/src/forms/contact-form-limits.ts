import type { FieldError } from '../contract/common.js';
import { fieldLabel } from './field-labels.js';
import type { ContactForm } from '../contract/content.js';

/** The text fields of the contact form (everything but the privacy checkbox). */
export type ContactFormTextField = Exclude<keyof ContactForm, 'privacy'>;

/**
 * Longest accepted value per contact-form field, in characters. The spec enforces no maximum
 * (the 'Maximal 250 Wörter' hint is disabled); these caps only keep abuse out of the inbox and
 * the database, far above what a visitor writes (250 words are about 1 800 characters).
 */
export const CONTACT_FORM_MAX_LENGTHS: Readonly<Record<ContactFormTextField, number>> = {
  subject: 200,
  firstName: 100,
  lastName: 100,
  phone: 50,
  email: 254,
  comment: 5000,
};

/** Fields that must stay on one line: they end up in e-mail headers (subject, name). */
export const CONTACT_FORM_SINGLE_LINE_FIELDS: readonly ContactFormTextField[] = [
  'subject',
  'firstName',
  'lastName',
  'phone',
  'email',
];

/** Whether a character breaks a line or controls output: C0 controls (CR, LF, TAB, NUL …), DEL, U+2028/9. */
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** Whether a one-line field value is free of line breaks and other control characters. */
export function isSingleLine(value: string): boolean {
  return ![...value].some(isControlCharacter);
}

/**
 * The text fields of a contact form that break the caps: longer than their maximum, or (for
 * one-line fields) holding a line break or another control character. In the order of the form.
 */
export function contactFormLimitViolations(
  form: Pick<ContactForm, ContactFormTextField>,
): ContactFormTextField[] {
  return (Object.keys(CONTACT_FORM_MAX_LENGTHS) as ContactFormTextField[]).filter(
    (field) =>
      [...form[field]].length > CONTACT_FORM_MAX_LENGTHS[field] ||
      (CONTACT_FORM_SINGLE_LINE_FIELDS.includes(field) && !isSingleLine(form[field])),
  );
}

/**
 * One line of a header or subject built from visitor input: every run of control characters
 * (CR/LF header injection, tabs, NUL) becomes one space, and the result is trimmed.
 */
export function toSingleLine(value: string): string {
  let line = '';
  let inRun = false;
  for (const char of value) {
    if (!isControlCharacter(char)) line += char;
    else if (!inRun) line += ' ';
    inRun = isControlCharacter(char);
  }
  return line.trim();
}

/**
 * The cap failures of a contact form as the API answers them: a German message per field, in
 * the wording of the API's other length messages.
 */
export function contactFormLimitErrors(
  form: Pick<ContactForm, ContactFormTextField>,
): (FieldError & { field: ContactFormTextField })[] {
  return contactFormLimitViolations(form).map((field) => ({
    field,
    message:
      [...form[field]].length > CONTACT_FORM_MAX_LENGTHS[field]
        ? `Das Feld „${fieldLabel(field)}“ darf höchstens ${CONTACT_FORM_MAX_LENGTHS[field]} Zeichen lang sein.`
        : `Das Feld „${fieldLabel(field)}“ darf keine Zeilenumbrüche oder Steuerzeichen enthalten.`,
  }));
}
