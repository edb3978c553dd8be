import { observer } from 'mobx-react-lite';
import { COUNTRIES, type Country } from '@bestellwerk/domain';
import type { CheckoutFormStore } from './checkout-form-store.js';
import {
  CheckboxField,
  controlProps,
  FieldError,
  FieldLabel,
  TextField,
  type TextFormField,
} from './form-field.js';

/** German names of the countries an order may name. */
export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  DE: 'Deutschland',
  LI: 'Liechtenstein',
  AT: 'Österreich',
  CH: 'Schweiz',
};

type Prefix = '' | 'delivery';

/** `street` or `deliveryStreet`: the field of the address or of the delivery address. */
function named(prefix: Prefix, field: string): TextFormField {
  return (prefix ? `${prefix}${field[0].toUpperCase()}${field.slice(1)}` : field) as TextFormField;
}

/** Street, stairway, floor, door, zip code, city and country of one address. */
const AddressBlock = observer(function AddressBlock({
  store,
  prefix,
}: {
  store: CheckoutFormStore;
  prefix: Prefix;
}) {
  const country = prefix ? 'deliveryCountry' : 'country';
  const section = prefix ? 'shipping ' : '';
  return (
    <>
      <TextField
        field={named(prefix, 'street')}
        label="Straße und Hausnummer"
        store={store}
        autoComplete={`${section}address-line1`}
      />
      <div className="bw-checkout__row bw-checkout__row--three">
        <TextField field={named(prefix, 'stairway')} label="Stiege" store={store} />
        <TextField field={named(prefix, 'floor')} label="Stock" store={store} />
        <TextField field={named(prefix, 'door')} label="Tür" store={store} />
      </div>
      <div className="bw-checkout__row">
        <TextField
          field={named(prefix, 'zipCode')}
          label="PLZ"
          store={store}
          autoComplete={`${section}postal-code`}
        />
        <TextField
          field={named(prefix, 'city')}
          label="Ort"
          store={store}
          autoComplete={`${section}address-level2`}
        />
      </div>
      <div className="bw-checkout__field">
        <FieldLabel field={country} store={store}>
          Land
        </FieldLabel>
        <select
          {...controlProps(country, store)}
          className="bw-input"
          value={store.form[country]}
          onChange={(event) => store.setField(country, event.target.value as Country)}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_LABELS[code]}
            </option>
          ))}
        </select>
        <FieldError field={country} store={store} />
      </div>
    </>
  );
});

/**
 * The customer's address and, for deliveries, a different delivery address (optionally to a
 * company) with its own recipient.
 */
export const AddressFields = observer(function AddressFields({
  store,
}: {
  store: CheckoutFormStore;
}) {
  const isDelivery = store.orderType === 'delivery';
  return (
    <fieldset className="bw-checkout__section">
      <legend className="bw-checkout__legend">Adresse</legend>
      <AddressBlock store={store} prefix="" />
      {isDelivery ? (
        <CheckboxField
          field="isDeliveryAddressDifferent"
          label="Abweichende Lieferadresse"
          store={store}
        />
      ) : null}
      {isDelivery && store.form.isDeliveryAddressDifferent ? (
        <fieldset className="bw-checkout__subsection">
          <legend className="bw-checkout__legend">Lieferadresse</legend>
          <CheckboxField field="isDeliveryCompany" label="Lieferung an eine Firma" store={store} />
          {store.form.isDeliveryCompany ? (
            <TextField field="deliveryCompanyName" label="Firmenname" store={store} />
          ) : null}
          <div className="bw-checkout__row">
            <TextField field="deliveryFirstName" label="Vorname" store={store} />
            <TextField field="deliveryLastName" label="Nachname" store={store} />
          </div>
          <AddressBlock store={store} prefix="delivery" />
        </fieldset>
      ) : null}
    </fieldset>
  );
});
