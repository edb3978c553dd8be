import type { FieldError, Id } from '../contract/common.js';
import {
  COUNTRIES,
  type Country,
  type OrderForm,
  type PaymentMethod,
} from '../contract/ordering.js';
import type { Branch, OrderType, Table } from '../contract/organisation.js';
import { CART_MESSAGES } from '../cart/price-cart.js';
import { APPOINTMENT_REQUIRED_TEXT } from '../time/appointment-slots.js';
import { isValidEmail } from './email-pattern.js';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from './phone-input.js';

/** The country an order form starts with (storefront.md §3 "Order form"). */
export const DEFAULT_COUNTRY: Country = 'AT';

/** A field of the order form, or `orderType` (sent as the delivery / dine-in flags). */
export type OrderFormField = keyof OrderForm | 'orderType';

/** One failure of the order form, at the field the checkout highlights. */
export interface OrderFormError extends FieldError {
  field: OrderFormField;
}

/**
 * The German messages of the order form. Only `phone` (format) and `appointmentDate` are the
 * spec's wording; every other text is ours (the spec leaves the server's messages open).
 */
export const ORDER_FORM_MESSAGES = {
  orderType: 'Diese Bestellart wird in dieser Filiale nicht angeboten.',
  deliveryArea: CART_MESSAGES.deliveryAreaMissing,
  table: 'Bitte wählen Sie einen Tisch aus.',
  companyName: 'Bitte geben Sie den Firmennamen an.',
  firstName: 'Bitte geben Sie Ihren Vornamen an.',
  lastName: 'Bitte geben Sie Ihren Nachnamen an.',
  phoneRequired: 'Bitte geben Sie Ihre Telefonnummer an.',
  phoneFormat: PHONE_FORMAT_MESSAGE,
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailFormat: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  zipCode: 'Bitte geben Sie die Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an.',
  country: 'Bitte wählen Sie ein Land aus.',
  deliveryCompanyName: 'Bitte geben Sie den Firmennamen der Lieferadresse an.',
  deliveryFirstName: 'Bitte geben Sie den Vornamen für die Lieferadresse an.',
  deliveryLastName: 'Bitte geben Sie den Nachnamen für die Lieferadresse an.',
  deliveryStreet: 'Bitte geben Sie Straße und Hausnummer der Lieferadresse an.',
  deliveryZipCode: 'Bitte geben Sie die Postleitzahl der Lieferadresse an.',
  deliveryCity: 'Bitte geben Sie den Ort der Lieferadresse an.',
  deliveryCountry: 'Bitte wählen Sie das Land der Lieferadresse aus.',
  appointmentDate: APPOINTMENT_REQUIRED_TEXT,
  paymentMethod: 'Bitte wählen Sie eine verfügbare Zahlungsart aus.',
  legalInstructions: 'Bitte akzeptieren Sie die AGB.',
  privacyPolicy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
} as const;

/** Whether a value is one of the countries an order may name (DE, LI, AT, CH). */
export function isCountry(value: unknown): value is Country {
  return (COUNTRIES as readonly unknown[]).includes(value);
}

/**
 * An empty order form for a branch with the spec's defaults: country AT (also for the delivery
 * address), payment by cash, nothing ticked, nothing chosen.
 */
export function emptyOrderForm(branch: Id, paymentMethod: PaymentMethod = 'cash'): OrderForm {
  return {
    isCompany: false,
    companyName: '',
    firstName: '',
    lastName: '',
    company: '',
    street: '',
    floor: '',
    stairway: '',
    door: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    vatNo: '',
    phone: '',
    email: '',
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: '',
    deliveryFirstName: '',
    deliveryLastName: '',
    deliveryStreet: '',
    deliveryFloor: '',
    deliveryStairway: '',
    deliveryDoor: '',
    deliveryZipCode: '',
    deliveryCity: '',
    deliveryCountry: DEFAULT_COUNTRY,
    deliveryArea: null,
    comment: '',
    appointmentDate: null,
    paymentMethod,
    legalInstructions: false,
    privacyPolicy: false,
    branch,
    table: null,
    donatee: null,
  };
}

/** Whether a branch offers an order type at all. */
export function isOrderTypeOffered(branch: Branch, orderType: OrderType): boolean {
  switch (orderType) {
    case 'delivery':
      return branch.isDeliveryEnabled;
    case 'dineIn':
      return branch.isDineInEnabled;
    case 'takeaway':
      return branch.isTakeawayEnabled;
  }
}

/** Which contact details a branch requires for an order type (its is{Type}{Field}Required flags). */
export function orderTypeRequirements(
  branch: Branch,
  orderType: OrderType,
): { email: boolean; phone: boolean; address: boolean } {
  switch (orderType) {
    case 'delivery':
      return {
        email: branch.isDeliveryEmailRequired,
        phone: branch.isDeliveryPhoneRequired,
        address: branch.isDeliveryAddressRequired,
      };
    case 'dineIn':
      return {
        email: branch.isDineInEmailRequired,
        phone: branch.isDineInPhoneRequired,
        address: branch.isDineInAddressRequired,
      };
    case 'takeaway':
      return {
        email: branch.isTakeawayEmailRequired,
        phone: branch.isTakeawayPhoneRequired,
        address: branch.isTakeawayAddressRequired,
      };
  }
}

const ADDRESS_FIELDS = ['street', 'zipCode', 'city', 'country'] as const;
const DELIVERY_ADDRESS_FIELDS = [
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
] as const;

/**
 * The fields the checkout marks required (with *) and `validateOrderForm` insists on, in the
 * order of the form:
 * - always first and last name, the payment method and both legal checkboxes;
 * - the company name when ordering as a company;
 * - e-mail and phone when the branch's flag for the order type is on;
 * - the address (street, zip code, city, country) when the branch's address flag is on, and
 *   also when delivering to it (delivery without a different delivery address);
 * - when delivering: the delivery area, and with a different delivery address its recipient
 *   (first and last name, company name when isDeliveryCompany), street, zip code, city, country;
 * - the table for dine-in when the branch has table selection;
 * - the appointment when the branch requires one.
 */
export function orderFormRequiredFields(
  form: Pick<OrderForm, 'isCompany' | 'isDeliveryAddressDifferent' | 'isDeliveryCompany'>,
  branch: Branch,
  orderType: OrderType,
): (keyof OrderForm)[] {
  const needs = orderTypeRequirements(branch, orderType);
  const isDelivery = orderType === 'delivery';
  const deliversElsewhere = isDelivery && form.isDeliveryAddressDifferent;
  const fields: (keyof OrderForm)[] = [];
  if (isDelivery) fields.push('deliveryArea');
  if (orderType === 'dineIn' && branch.isTableSelectionEnabled) fields.push('table');
  if (form.isCompany) fields.push('companyName');
  fields.push('firstName', 'lastName');
  if (needs.phone) fields.push('phone');
  if (needs.email) fields.push('email');
  if (needs.address || (isDelivery && !deliversElsewhere)) fields.push(...ADDRESS_FIELDS);
  if (deliversElsewhere) {
    if (form.isDeliveryCompany) fields.push('deliveryCompanyName');
    fields.push(...DELIVERY_ADDRESS_FIELDS);
  }
  if (branch.isAppointmentRequired) fields.push('appointmentDate');
  fields.push('paymentMethod', 'legalInstructions', 'privacyPolicy');
  return fields;
}

/** What else the check may compare the form with; each check runs only when its list is given. */
export interface OrderFormContext {
  /** The branch's tables: the chosen table must be one of them. */
  tables?: readonly Pick<Table, 'identifier' | 'branch'>[];
  /** The payment methods available for the branch (see `availablePaymentMethods`). */
  paymentMethods?: readonly PaymentMethod[];
}

const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;

/**
 * Per field, in the order of the form: the message when it is required but empty, and the check
 * of a filled-in value (which runs whether or not the field is required).
 */
const FIELD_RULES: {
  field: keyof OrderForm;
  missing: string;
  invalid?: (form: OrderForm, branch: Branch, context: OrderFormContext) => string | null;
}[] = [
  {
    field: 'deliveryArea',
    missing: ORDER_FORM_MESSAGES.deliveryArea,
    invalid: (form, branch) =>
      branch.deliveryAreas.some((area) => area.id === form.deliveryArea)
        ? null
        : ORDER_FORM_MESSAGES.deliveryArea,
  },
  {
    field: 'table',
    missing: ORDER_FORM_MESSAGES.table,
    invalid: (form, branch, { tables }) =>
      !tables || tables.some((t) => t.identifier === form.table && t.branch.id === branch.id)
        ? null
        : ORDER_FORM_MESSAGES.table,
  },
  { field: 'companyName', missing: ORDER_FORM_MESSAGES.companyName },
  { field: 'firstName', missing: ORDER_FORM_MESSAGES.firstName },
  { field: 'lastName', missing: ORDER_FORM_MESSAGES.lastName },
  {
    field: 'phone',
    missing: ORDER_FORM_MESSAGES.phoneRequired,
    invalid: (form) => (isValidPhone(form.phone) ? null : ORDER_FORM_MESSAGES.phoneFormat),
  },
  {
    field: 'email',
    missing: ORDER_FORM_MESSAGES.emailRequired,
    invalid: (form) => (isValidEmail(form.email) ? null : ORDER_FORM_MESSAGES.emailFormat),
  },
  { field: 'street', missing: ORDER_FORM_MESSAGES.street },
  { field: 'zipCode', missing: ORDER_FORM_MESSAGES.zipCode },
  { field: 'city', missing: ORDER_FORM_MESSAGES.city },
  {
    field: 'country',
    missing: ORDER_FORM_MESSAGES.country,
    invalid: (form) => (isCountry(form.country) ? null : ORDER_FORM_MESSAGES.country),
  },
  { field: 'deliveryCompanyName', missing: ORDER_FORM_MESSAGES.deliveryCompanyName },
  { field: 'deliveryFirstName', missing: ORDER_FORM_MESSAGES.deliveryFirstName },
  { field: 'deliveryLastName', missing: ORDER_FORM_MESSAGES.deliveryLastName },
  { field: 'deliveryStreet', missing: ORDER_FORM_MESSAGES.deliveryStreet },
  { field: 'deliveryZipCode', missing: ORDER_FORM_MESSAGES.deliveryZipCode },
  { field: 'deliveryCity', missing: ORDER_FORM_MESSAGES.deliveryCity },
  {
    field: 'deliveryCountry',
    missing: ORDER_FORM_MESSAGES.deliveryCountry,
    invalid: (form) =>
      isCountry(form.deliveryCountry) ? null : ORDER_FORM_MESSAGES.deliveryCountry,
  },
  { field: 'appointmentDate', missing: ORDER_FORM_MESSAGES.appointmentDate },
  {
    field: 'paymentMethod',
    missing: ORDER_FORM_MESSAGES.paymentMethod,
    invalid: (form, _branch, { paymentMethods }) =>
      !paymentMethods || paymentMethods.includes(form.paymentMethod)
        ? null
        : ORDER_FORM_MESSAGES.paymentMethod,
  },
  { field: 'legalInstructions', missing: ORDER_FORM_MESSAGES.legalInstructions },
  { field: 'privacyPolicy', missing: ORDER_FORM_MESSAGES.privacyPolicy },
];

/** Fields whose filled-in value is checked even when the field is not required. */
const ALWAYS_CHECKED = new Set<OrderFormField>(['phone', 'email', 'country']);

/**
 * Checks an order form for a branch and order type and answers every failure with a German
 * message at its field, in the order of the form; an empty list means the order may be sent.
 * Required fields are those of `orderFormRequiredFields`; a given phone must be international
 * (+…), a given e-mail must match the pattern, the country must be DE, LI, AT or CH, the delivery
 * area must belong to the branch. Used by the checkout for instant feedback and by the API when
 * it creates the order. Not checked here: opening hours of the appointment, the cart, the
 * minimum order value.
 */
export function validateOrderForm(
  form: OrderForm,
  branch: Branch,
  orderType: OrderType,
  context: OrderFormContext = {},
): OrderFormError[] {
  const errors: OrderFormError[] = [];
  if (!isOrderTypeOffered(branch, orderType))
    errors.push({ field: 'orderType', message: ORDER_FORM_MESSAGES.orderType });
  const required = new Set<OrderFormField>(orderFormRequiredFields(form, branch, orderType));
  for (const { field, missing, invalid } of FIELD_RULES) {
    const isRequired = required.has(field);
    if (!isRequired && !ALWAYS_CHECKED.has(field)) continue;
    const value = form[field];
    const message =
      value === false || !filled(value)
        ? isRequired
          ? missing
          : null
        : (invalid?.(form, branch, context) ?? null);
    if (message) errors.push({ field, message });
  }
  return errors;
}
