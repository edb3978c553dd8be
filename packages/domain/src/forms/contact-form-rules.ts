import type { FieldError } from '../contract/common.js';
import type { ContactForm } from '../contract/content.js';
import { isValidEmail } from './email-pattern.js';
import { ORDER_FORM_MESSAGES } from './order-form-rules.js';

/** Shown when sending the contact form fails (storefront.md §8). */
export const CONTACT_FORM_FAILURE_MESSAGE =
  'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.';

/** The thank-you text after sending, unless the form block configures its own (storefront.md §8). */
export const CONTACT_FORM_SUCCESS_MESSAGE =
  'Ihre Anfrage wurde erfolgreich abgeschickt. Wir melden uns schnellstmöglich telefonisch oder auf die von Ihnen angegebene Mailadresse. Danke!';

/** The submit button's label while the form is being sent (storefront.md §4 "Contact form"). */
export const CONTACT_FORM_SENDING_LABEL = 'Bitte warten...';

/** Scroll offset when the page scrolls to the form after sending (storefront.md §4, §9: −150 px). */
export const FORM_SCROLL_OFFSET_PX = -150;

/** Least lengths of the contact form's text fields, in characters after trimming (storefront.md §5). */
export const CONTACT_FORM_MIN_LENGTHS = {
  subject: 5,
  firstName: 2,
  lastName: 2,
  phone: 6,
} as const;

/** Least number of words of the contact form's comment (storefront.md §5). */
export const CONTACT_FORM_MIN_COMMENT_WORDS = 2;

/**
 * German messages for the API's answer; the storefront only flags the fields (the spec shows no
 * field-level messages), so all of these texts are ours.
 */
export const CONTACT_FORM_MESSAGES: Record<keyof ContactForm, string> = {
  subject: 'Bitte geben Sie einen Betreff mit mindestens 5 Zeichen an.',
  firstName: 'Bitte geben Sie Ihren Vornamen an (mindestens 2 Zeichen).',
  lastName: 'Bitte geben Sie Ihren Nachnamen an (mindestens 2 Zeichen).',
  phone: 'Bitte geben Sie eine Telefonnummer mit mindestens 6 Zeichen an.',
  email: ORDER_FORM_MESSAGES.emailFormat,
  comment: 'Bitte schreiben Sie uns Ihr Anliegen in mindestens 2 Wörtern.',
  privacy: ORDER_FORM_MESSAGES.privacyPolicy,
};

const length = (value: string): number => [...value.trim()].length;

/** How many words a text has: runs of non-whitespace characters. */
export function countWords(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}

/**
 * The fields of a contact form that fail the spec's checks, in the order of the form: subject
 * at least 5 characters, first and last name at least 2, phone at least 6 (characters after
 * trimming, any kind), e-mail matching the simple pattern, comment at least 2 words, privacy
 * ticked. No maximum is enforced. Empty means the submit button is enabled.
 */
export function contactFormInvalidFields(form: ContactForm): (keyof ContactForm)[] {
  const invalid: (keyof ContactForm)[] = [];
  for (const field of ['subject', 'firstName', 'lastName', 'phone'] as const)
    if (length(form[field]) < CONTACT_FORM_MIN_LENGTHS[field]) invalid.push(field);
  if (!isValidEmail(form.email)) invalid.push('email');
  if (countWords(form.comment) < CONTACT_FORM_MIN_COMMENT_WORDS) invalid.push('comment');
  if (form.privacy !== true) invalid.push('privacy');
  return invalid;
}

/** Whether the contact form may be sent (the submit button's enabled state). */
export function isContactFormValid(form: ContactForm): boolean {
  return contactFormInvalidFields(form).length === 0;
}

/** The failures of a contact form as the API answers them: a German message per invalid field. */
export function validateContactForm(
  form: ContactForm,
): (FieldError & { field: keyof ContactForm })[] {
  return contactFormInvalidFields(form).map((field) => ({
    field,
    message: CONTACT_FORM_MESSAGES[field],
  }));
}

/** An empty contact form, as it is shown and as it is reset after sending. */
export function emptyContactForm(): ContactForm {
  return {
    subject: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    comment: '',
    privacy: false,
  };
}
