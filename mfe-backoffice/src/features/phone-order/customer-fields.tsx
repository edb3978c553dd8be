import { observer } from 'mobx-react-lite';
import { COUNTRIES, filterPhoneInput, normalizePhone, type Country } from '@bestellwerk/domain';
import { CheckInput, controlProps, FieldError, FieldLabel, TextInput } from './form-field.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/** German names of the countries an order may name. */
export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  DE: 'Deutschland',
  LI: 'Liechtenstein',
  AT: 'Österreich',
  CH: 'Schweiz',
};

const CountrySelect = observer(function CountrySelect({
  field,
  store,
}: {
  field: 'country' | 'deliveryCountry';
  store: PhoneOrderStore;
}) {
  return (
    <div className="bo-field">
      <FieldLabel field={field} store={store}>
        Land
      </FieldLabel>
      <select
        {...controlProps(field, store)}
        value={store.form[field]}
        onChange={(event) => store.setField(field, event.target.value as Country)}
      >
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {COUNTRY_LABELS[country]}
          </option>
        ))}
      </select>
      <FieldError field={field} store={store} />
    </div>
  );
});

/**
 * The customer: company, name, phone and e-mail, the address, and for delivery a different
 * delivery address. Stars follow the branch's requirements for the order type.
 */
export const CustomerFields = observer(function CustomerFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  const { form } = store;
  const isDelivery = store.orderType === 'delivery';
  return (
    <section className="bo-panel bo-phone-order__section" aria-labelledby="phone-order-customer">
      <h2 id="phone-order-customer">Kunde</h2>
      <CheckInput field="isCompany" label="Bestellung für eine Firma" store={store} />
      <div className="bo-form-grid">
        {form.isCompany ? (
          <>
            <TextInput field="companyName" label="Firmenname" store={store} />
            <TextInput field="vatNo" label="UID-Nummer" store={store} />
          </>
        ) : null}
        <TextInput field="firstName" label="Vorname" store={store} />
        <TextInput field="lastName" label="Nachname" store={store} />
        <div className="bo-field">
          <FieldLabel field="phone" store={store}>
            Telefon
          </FieldLabel>
          <input
            {...controlProps('phone', store)}
            type="tel"
            autoComplete="off"
            placeholder="+436641234567"
            value={form.phone}
            onChange={(event) => store.setField('phone', filterPhoneInput(event.target.value))}
            onBlur={(event) => store.setField('phone', normalizePhone(event.target.value))}
          />
          <FieldError field="phone" store={store} />
        </div>
        <TextInput field="email" label="E-Mail" type="email" store={store} />
      </div>

      <fieldset className="bo-fieldset">
        <legend>
          {isDelivery && !form.isDeliveryAddressDifferent ? 'Lieferadresse' : 'Adresse'}
        </legend>
        <div className="bo-form-grid">
          <TextInput field="street" label="Straße und Hausnummer" store={store} />
          <TextInput field="stairway" label="Stiege" store={store} />
          <TextInput field="floor" label="Stock" store={store} />
          <TextInput field="door" label="Tür" store={store} />
          <TextInput field="zipCode" label="PLZ" store={store} />
          <TextInput field="city" label="Ort" store={store} />
          <CountrySelect field="country" store={store} />
        </div>
      </fieldset>

      {isDelivery ? (
        <CheckInput
          field="isDeliveryAddressDifferent"
          label="Abweichende Lieferadresse"
          store={store}
        />
      ) : null}
      {isDelivery && form.isDeliveryAddressDifferent ? (
        <fieldset className="bo-fieldset">
          <legend>Lieferadresse</legend>
          <CheckInput field="isDeliveryCompany" label="Lieferung an eine Firma" store={store} />
          <div className="bo-form-grid">
            {form.isDeliveryCompany ? (
              <TextInput field="deliveryCompanyName" label="Firmenname" store={store} />
            ) : null}
            <TextInput field="deliveryFirstName" label="Vorname" store={store} />
            <TextInput field="deliveryLastName" label="Nachname" store={store} />
            <TextInput field="deliveryStreet" label="Straße und Hausnummer" store={store} />
            <TextInput field="deliveryStairway" label="Stiege" store={store} />
            <TextInput field="deliveryFloor" label="Stock" store={store} />
            <TextInput field="deliveryDoor" label="Tür" store={store} />
            <TextInput field="deliveryZipCode" label="PLZ" store={store} />
            <TextInput field="deliveryCity" label="Ort" store={store} />
            <CountrySelect field="deliveryCountry" store={store} />
          </div>
        </fieldset>
      ) : null}
    </section>
  );
});
