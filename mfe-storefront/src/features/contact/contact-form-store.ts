import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  contactFormInvalidFields,
  emptyContactForm,
  type ContactForm,
  type ContactFormTextField,
} from '@bestellwerk/domain';
import type { ApiClient } from '@bestellwerk/client';

/** Where the form is (storefront.md §4 "Contact form"): being filled, sending, sent, or failed to send. */
export type ContactFormStatus = 'editing' | 'sending' | 'sent' | 'failed';

/** The contact form of one form block: its values, its validity and sending it. */
export class ContactFormStore {
  form: ContactForm = emptyContactForm();
  status: ContactFormStatus = 'editing';

  constructor(private readonly api: Pick<ApiClient, 'post'>) {
    makeObservable(this, {
      form: observable,
      status: observable,
      invalidFields: computed,
      isValid: computed,
      isSending: computed,
      setField: action,
      setPrivacy: action,
      closeThankYou: action,
    });
  }

  /** The fields failing the domain's contact-form rules, in the order of the form. */
  get invalidFields(): (keyof ContactForm)[] {
    return contactFormInvalidFields(this.form);
  }

  /** Whether the submit button is enabled. */
  get isValid(): boolean {
    return this.invalidFields.length === 0;
  }

  get isSending(): boolean {
    return this.status === 'sending';
  }

  setField(field: ContactFormTextField, value: string): void {
    this.form[field] = value;
  }

  setPrivacy(accepted: boolean): void {
    this.form.privacy = accepted;
  }

  /** Hides the thank-you overlay. */
  closeThankYou(): void {
    if (this.status === 'sent') this.status = 'editing';
  }

  /**
   * Sends the form (POST /custom/forms) when it is valid and not already sending; otherwise does
   * nothing. Success empties the form and the privacy box; failure keeps everything as it was.
   * Resolves true once sent.
   */
  async submit(): Promise<boolean> {
    if (!this.isValid || this.isSending) return false;
    const { privacy: _privacy, ...fields } = this.form;
    runInAction(() => {
      this.status = 'sending';
    });
    try {
      await this.api.post('/custom/forms', fields);
      runInAction(() => {
        this.form = emptyContactForm();
        this.status = 'sent';
      });
      return true;
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
      return false;
    }
  }
}
