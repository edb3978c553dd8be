import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores, Link } from '@bestellwerk/client';
import {
  CONTACT_FORM_FAILURE_MESSAGE,
  CONTACT_FORM_MAX_LENGTHS,
  CONTACT_FORM_SENDING_LABEL,
  CONTACT_FORM_SUCCESS_MESSAGE,
  FORM_SCROLL_OFFSET_PX,
  sitePath,
  type ContactFormTextField,
  type Id,
} from '@bestellwerk/domain';
import { Button, RichText, scrollToElement } from '@bestellwerk/ui';
import { ContactFormStore } from './contact-form-store.js';
import { ThankYouDialog } from './thank-you-dialog.js';
import './contact-form.css';

/** Label of the submit button while it is not sending. */
export const CONTACT_FORM_SUBMIT_LABEL = 'Absenden';

export interface ContactFormProps {
  /** The privacy page the checkbox links to (form block's privacySite). */
  privacySite: Id | null;
  /** Formatted text of the thank-you overlay; empty: the spec's default text. */
  thankYou: string;
}

interface FieldSpec {
  field: ContactFormTextField;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}

const FIELDS: FieldSpec[] = [
  { field: 'subject', label: 'Betreff', type: 'text', autoComplete: 'off' },
  { field: 'firstName', label: 'Vorname', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Nachname', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'E-Mail', type: 'email', autoComplete: 'email' },
];

/** A required field's label: the text and a '*' that screen readers skip (they hear "required"). */
function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="bw-contact-form__label">
      {children}{' '}
      <span className="bw-contact-form__required" aria-hidden="true">
        *
      </span>
    </label>
  );
}

/** Scrolls the page so the element's top sits 150 px below the window's top (storefront.md §4, §9). */
function scrollToForm(element: HTMLElement | null): void {
  if (element) scrollToElement(element, FORM_SCROLL_OFFSET_PX);
}

/**
 * The contact form (storefront.md §4, §5): required fields marked with *, submit enabled only when the
 * domain's contact-form rules pass, 'Bitte warten...' while sending, a thank-you overlay after
 * sending (then the form is empty and the page scrolls back to it), an alert when sending fails.
 * A field that was left (blurred) and fails its rule is flagged; the spec gives no messages.
 */
export const ContactFormView = observer(function ContactFormView({
  privacySite,
  thankYou,
}: ContactFormProps) {
  const { api, sites, config } = useStores();
  // A new store per mount: the form is reset on display.
  const [store] = useState(() => new ContactFormStore(api));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const privacyPage = privacySite === null ? undefined : sites.get(privacySite);
  const privacyHref = privacyPage ? sitePath(privacyPage) : '/datenschutz';
  const external = !privacyPage && config.config?.privacyPolicy?.trim();

  const flagged = (field: string) =>
    touched.has(field) && store.invalidFields.includes(field as never);
  const touch = (field: string) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) {
      setTouched(new Set());
      scrollToForm(formRef.current);
    }
  };

  return (
    <>
      <form
        ref={formRef}
        className="bw-contact-form"
        noValidate
        aria-label="Kontaktformular"
        onSubmit={onSubmit}
      >
        <p className="bw-contact-form__hint">
          Pflichtfelder sind mit <span aria-hidden="true">*</span>
          <span className="bw-visually-hidden">Stern</span> gekennzeichnet.
        </p>
        <div className="bw-contact-form__grid">
          {FIELDS.map(({ field, label, type, autoComplete }) => (
            <div key={field} className={`bw-contact-form__field bw-contact-form__field--${field}`}>
              <RequiredLabel htmlFor={`${id}-${field}`}>{label}</RequiredLabel>
              <input
                id={`${id}-${field}`}
                name={field}
                type={type}
                autoComplete={autoComplete}
                inputMode={type === 'tel' ? 'tel' : undefined}
                required
                aria-required="true"
                aria-invalid={flagged(field) || undefined}
                maxLength={CONTACT_FORM_MAX_LENGTHS[field]}
                value={store.form[field]}
                onChange={(event) => store.setField(field, event.target.value)}
                onBlur={() => touch(field)}
              />
            </div>
          ))}
          <div className="bw-contact-form__field bw-contact-form__field--comment">
            <RequiredLabel htmlFor={`${id}-comment`}>Nachricht</RequiredLabel>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={7}
              required
              aria-required="true"
              aria-invalid={flagged('comment') || undefined}
              maxLength={CONTACT_FORM_MAX_LENGTHS.comment}
              value={store.form.comment}
              onChange={(event) => store.setField('comment', event.target.value)}
              onBlur={() => touch('comment')}
            />
          </div>
        </div>
        <div className="bw-contact-form__privacy">
          <input
            id={`${id}-privacy`}
            name="privacy"
            type="checkbox"
            required
            aria-required="true"
            aria-invalid={flagged('privacy') || undefined}
            checked={store.form.privacy}
            onChange={(event) => store.setPrivacy(event.target.checked)}
            onBlur={() => touch('privacy')}
          />
          <RequiredLabel htmlFor={`${id}-privacy`}>
            Ich habe die{' '}
            {external ? (
              <a href={external} target="_blank" rel="noopener noreferrer">
                Datenschutzerklärung
              </a>
            ) : (
              <Link to={privacyHref}>Datenschutzerklärung</Link>
            )}{' '}
            gelesen und bin mit der Verarbeitung meiner Daten zur Beantwortung meiner Anfrage
            einverstanden.
          </RequiredLabel>
        </div>
        {store.status === 'failed' ? (
          <p className="bw-contact-form__error" role="alert">
            {CONTACT_FORM_FAILURE_MESSAGE}
          </p>
        ) : null}
        <Button
          type="submit"
          className="bw-contact-form__submit"
          disabled={!store.isValid || store.isSending}
          aria-busy={store.isSending || undefined}
        >
          {store.isSending ? CONTACT_FORM_SENDING_LABEL : CONTACT_FORM_SUBMIT_LABEL}
        </Button>
      </form>
      {store.status === 'sent' ? (
        <ThankYouDialog onClose={() => store.closeThankYou()}>
          {thankYou.trim() ? <RichText html={thankYou} /> : <p>{CONTACT_FORM_SUCCESS_MESSAGE}</p>}
        </ThankYouDialog>
      ) : null}
    </>
  );
});
