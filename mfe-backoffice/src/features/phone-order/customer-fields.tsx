import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import {
  AddressFields,
  CheckboxField,
  DeliveryAddressFields,
  PhoneField,
  TextField,
  type DeliveryAddressStore,
  type FormStoreOf,
} from '@bestellwerk/ui/forms';

/** What the customer fields read and set: the phone order's and the order edit's stores. */
export type CustomerFieldsStore = DeliveryAddressStore &
  FormStoreOf<'isCompany', boolean> &
  FormStoreOf<'companyName' | 'vatNo' | 'firstName' | 'lastName' | 'phone' | 'email', string>;

/**
 * The customer: company, name, phone and e-mail, the address, and for delivery a different
 * delivery address. Stars follow the branch's requirements for the order type.
 */
export const CustomerFields = observer(function CustomerFields({
  store,
}: {
  store: CustomerFieldsStore;
}) {
  const headingId = useId();
  const { form } = store;
  const isDelivery = store.orderType === 'delivery';
  return (
    <section className="bo-panel bo-phone-order__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Kunde</h2>
      <CheckboxField field="isCompany" label="Bestellung für eine Firma" store={store} />
      <div className="bo-form-grid">
        {form.isCompany ? (
          <>
            <TextField field="companyName" label="Firmenname" store={store} />
            <TextField field="vatNo" label="UID-Nummer" store={store} />
          </>
        ) : null}
        <TextField field="firstName" label="Vorname" store={store} />
        <TextField field="lastName" label="Nachname" store={store} />
        <PhoneField store={store} />
        <TextField field="email" label="E-Mail" type="email" store={store} />
      </div>

      <fieldset className="bo-fieldset">
        <legend>
          {isDelivery && !form.isDeliveryAddressDifferent ? 'Lieferadresse' : 'Adresse'}
        </legend>
        <div className="bo-form-grid">
          <AddressFields store={store} />
        </div>
      </fieldset>

      <DeliveryAddressFields store={store} className="bo-fieldset" />
    </section>
  );
});
