import { observer } from 'mobx-react-lite';
import { CheckboxField, PhoneField, TextField } from '@bestellwerk/ui/forms';
import type { CheckoutFormStore } from './checkout-form-store.js';

/**
 * Contact details: ordering as a company (company name and VAT number), name, phone and e-mail.
 * The phone keeps digits, plus and spaces while typing and is normalised (+ instead of 00, no
 * spaces) when the field is left.
 */
export const ContactFields = observer(function ContactFields({
  store,
}: {
  store: CheckoutFormStore;
}) {
  return (
    <fieldset className="bw-checkout__section">
      <legend className="bw-checkout__legend">Kontaktdaten</legend>
      <CheckboxField field="isCompany" label="Ich bestelle als Firma" store={store} />
      {store.form.isCompany ? (
        <div className="bw-checkout__row">
          <TextField
            field="companyName"
            label="Firmenname"
            store={store}
            autoComplete="organization"
          />
          <TextField field="vatNo" label="UID-Nummer" store={store} />
        </div>
      ) : null}
      <div className="bw-checkout__row">
        <TextField field="firstName" label="Vorname" store={store} autoComplete="given-name" />
        <TextField field="lastName" label="Nachname" store={store} autoComplete="family-name" />
      </div>
      <div className="bw-checkout__row">
        <PhoneField store={store} />
        <TextField field="email" label="E-Mail" type="email" store={store} autoComplete="email" />
      </div>
    </fieldset>
  );
});
