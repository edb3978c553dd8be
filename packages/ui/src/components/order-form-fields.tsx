import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import {
  addressField,
  COUNTRIES,
  COUNTRY_LABELS,
  filterPhoneInput,
  normalizePhone,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  type AddressField,
  type AddressPart,
  type Branch,
  type Country,
  type Id,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Table,
} from '@bestellwerk/domain';
import {
  CheckboxField,
  ChoiceField,
  FormBox,
  SelectField,
  TextField,
  useFormLook,
  type FieldStatus,
  type FormStoreOf,
} from './form-fields.js';

/** The order's phone: digits, plus and spaces while typing, normalised (+ for 00, no spaces) when left. */
export function PhoneField({ store }: { store: FormStoreOf<'phone', string> }) {
  return (
    <TextField
      field="phone"
      label="Telefon"
      store={store}
      type="tel"
      autoComplete="tel"
      placeholder="+436641234567"
      filter={filterPhoneInput}
      normalize={normalizePhone}
    />
  );
}

/** The country of the address or of the delivery address. */
export const CountryField = observer(function CountryField({
  field,
  store,
}: {
  field: 'country' | 'deliveryCountry';
  store: FormStoreOf<'country' | 'deliveryCountry', Country>;
}) {
  return (
    <SelectField
      field={field}
      label="Land"
      store={store}
      value={store.form[field]}
      options={COUNTRIES.map((code) => ({ value: code, label: COUNTRY_LABELS[code] }))}
      onChange={(value) => store.setField(field, value as Country)}
    />
  );
});

/** The typed parts of an address (all but the country). */
type AddressTextPart = Exclude<AddressPart, 'country'>;

/** A store with both addresses of the domain's order form. */
export type AddressStore = FormStoreOf<AddressField<AddressTextPart>, string> &
  FormStoreOf<'country' | 'deliveryCountry', Country>;

/**
 * Street, stairway, floor, door, zip code, city and country of the customer's address, or with
 * `delivery` of the different delivery address; the form's rows put stairway, floor and door,
 * and zip code and city, side by side.
 */
export function AddressFields({
  store,
  delivery = false,
}: {
  store: AddressStore;
  delivery?: boolean;
}) {
  const { classes } = useFormLook();
  const section = delivery ? 'shipping ' : '';
  const text = (part: AddressTextPart) => addressField(part, delivery);
  return (
    <>
      <TextField
        field={text('street')}
        label="Straße und Hausnummer"
        store={store}
        autoComplete={`${section}address-line1`}
      />
      <FormBox className={classes.rowOfThree}>
        <TextField field={text('stairway')} label="Stiege" store={store} />
        <TextField field={text('floor')} label="Stock" store={store} />
        <TextField field={text('door')} label="Tür" store={store} />
      </FormBox>
      <FormBox className={classes.row}>
        <TextField
          field={text('zipCode')}
          label="PLZ"
          store={store}
          autoComplete={`${section}postal-code`}
        />
        <TextField
          field={text('city')}
          label="Ort"
          store={store}
          autoComplete={`${section}address-level2`}
        />
      </FormBox>
      <CountryField field={addressField('country', delivery)} store={store} />
    </>
  );
}

/** What the delivery address fields read and call. */
export type DeliveryAddressStore = AddressStore &
  FormStoreOf<'isDeliveryAddressDifferent' | 'isDeliveryCompany', boolean> &
  FormStoreOf<'deliveryCompanyName' | 'deliveryFirstName' | 'deliveryLastName', string> & {
    readonly orderType: OrderType;
  };

/**
 * For deliveries: "Abweichende Lieferadresse" and, when ticked, the delivery address with its
 * own recipient (optionally a company) in a fieldset of class `className`.
 */
export const DeliveryAddressFields = observer(function DeliveryAddressFields({
  store,
  className,
}: {
  store: DeliveryAddressStore;
  className?: string;
}) {
  const { classes } = useFormLook();
  if (store.orderType !== 'delivery') return null;
  return (
    <>
      <CheckboxField
        field="isDeliveryAddressDifferent"
        label="Abweichende Lieferadresse"
        store={store}
      />
      {store.form.isDeliveryAddressDifferent ? (
        <fieldset className={className}>
          <legend className={classes.legend}>Lieferadresse</legend>
          <CheckboxField field="isDeliveryCompany" label="Lieferung an eine Firma" store={store} />
          <FormBox className={classes.grid}>
            {store.form.isDeliveryCompany ? (
              <TextField field="deliveryCompanyName" label="Firmenname" store={store} />
            ) : null}
            <FormBox className={classes.row}>
              <TextField field="deliveryFirstName" label="Vorname" store={store} />
              <TextField field="deliveryLastName" label="Nachname" store={store} />
            </FormBox>
            <AddressFields store={store} delivery />
          </FormBox>
        </fieldset>
      ) : null}
    </>
  );
});

/** What the order type, delivery area and table fields read and call. */
export interface OrderSetupStore extends FieldStatus {
  readonly branch: Branch | null;
  readonly orderTypes: readonly OrderType[];
  readonly orderType: OrderType;
  readonly isTableShown: boolean;
  readonly branchTables: readonly Table[];
  /** The area and table the order is sent with. */
  readonly body: Pick<OrderForm, 'deliveryArea' | 'table'>;
  setOrderType(type: OrderType): void;
  setDeliveryArea(id: Id | null): void;
  setTable(identifier: string): void;
}

/** The order types the branch offers, as radio buttons ("Bestellart"). */
export const OrderTypeField = observer(function OrderTypeField({
  store,
  className,
  children,
}: {
  store: OrderSetupStore;
  className?: string;
  /** More controls inside the group (the delivery area, the table). */
  children?: ReactNode;
}) {
  return (
    <ChoiceField
      field="orderType"
      legend="Bestellart"
      labels={ORDER_TYPE_LABELS}
      values={store.orderTypes}
      value={store.orderType}
      onChange={(type) => store.setOrderType(type)}
      store={store}
      className={className}
    >
      {children}
    </ChoiceField>
  );
});

/**
 * The delivery area of the branch, for delivery orders. "Bitte wählen" stands first while no
 * area is chosen, or always when `clearable`.
 */
export const DeliveryAreaField = observer(function DeliveryAreaField({
  store,
  clearable = false,
}: {
  store: OrderSetupStore;
  clearable?: boolean;
}) {
  const branch = store.branch;
  if (store.orderType !== 'delivery' || !branch) return null;
  const area = store.body.deliveryArea;
  return (
    <SelectField
      field="deliveryArea"
      label="Liefergebiet"
      store={store}
      value={area}
      placeholder={clearable || area === null ? 'Bitte wählen' : undefined}
      options={branch.deliveryAreas.map((option) => ({ value: option.id, label: option.area }))}
      onChange={(value) => store.setDeliveryArea(value ? Number(value) : null)}
    />
  );
});

/** The table, for dine-in at a branch with table selection. */
export const TableField = observer(function TableField({ store }: { store: OrderSetupStore }) {
  if (!store.isTableShown) return null;
  return (
    <SelectField
      field="table"
      label="Tisch"
      store={store}
      value={store.body.table}
      placeholder="Bitte wählen"
      options={store.branchTables.map((table) => ({
        value: table.identifier,
        label: table.name || table.identifier,
      }))}
      onChange={(identifier) => store.setTable(identifier)}
    />
  );
});

/** What the payment method field reads and calls. */
export interface PaymentMethodStore extends FieldStatus {
  readonly paymentMethods: readonly PaymentMethod[];
  readonly paymentMethod: PaymentMethod;
  setPaymentMethod(method: PaymentMethod): void;
}

/** The payment methods the form offers, as radio buttons ("Zahlungsart"). */
export const PaymentMethodField = observer(function PaymentMethodField({
  store,
  className,
  empty,
}: {
  store: PaymentMethodStore;
  className?: string;
  /** Shown when the branch offers no method here. */
  empty?: ReactNode;
}) {
  return (
    <ChoiceField
      field="paymentMethod"
      legend="Zahlungsart"
      labels={PAYMENT_METHOD_LABELS}
      values={store.paymentMethods}
      value={store.paymentMethod}
      onChange={(method) => store.setPaymentMethod(method)}
      store={store}
      className={className}
      empty={empty}
    />
  );
});
