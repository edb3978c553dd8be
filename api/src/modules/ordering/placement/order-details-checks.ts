import {
  checkoutDeliveryError,
  leadTimeAppointmentError,
  ORDER_FORM_MESSAGES,
  validateAppointment,
  validateOrderForm,
  type Branch,
  type DeliveryArea,
  type FieldError,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Product,
  type Table,
} from '@bestellwerk/domain';

/**
 * The checkout's rules for an order's details (type, contact, addresses, table, delivery
 * area, appointment), shared by the placement and by staff editing a stored order: one
 * definition, so both answer the same German messages at the same fields.
 */

/** German messages of the details checks the domain does not make (our wording). */
export const ORDER_DETAILS_MESSAGES = {
  bothOrderTypes: 'Bitte wählen Sie entweder Lieferung oder Essen vor Ort.',
  unknownTable: ORDER_FORM_MESSAGES.table,
} as const;

/** The order type of the two flags the checkout sends (delivery wins when both are set). */
export function orderTypeOfFlags(flags: { isDelivery?: boolean; isDineIn?: boolean }): OrderType {
  return flags.isDelivery ? 'delivery' : flags.isDineIn ? 'dineIn' : 'takeaway';
}

/** The error of a body that asks for delivery and dine-in at once, or null. */
export function bothOrderTypesError(flags: {
  isDelivery?: boolean;
  isDineIn?: boolean;
}): FieldError | null {
  return flags.isDelivery && flags.isDineIn
    ? { field: 'orderType', message: ORDER_DETAILS_MESSAGES.bothOrderTypes }
    : null;
}

/** What the form checks compare with. */
export interface OrderFormCheck {
  form: OrderForm;
  orderType: OrderType;
  branch: Branch;
  tables: readonly Pick<Table, 'identifier' | 'branch'>[];
  /** The methods the form may name; null when the payment method is not checked (editing). */
  paymentMethods: readonly PaymentMethod[] | null;
  /** Whether an error of validateOrderForm is kept (staff skip the legal checkboxes). */
  keep?: (error: FieldError) => boolean;
  now: Date;
  timeZone: string;
}

/** The table and delivery area a checked form settles, with its errors. */
export interface CheckedOrderForm {
  table: string | null;
  area: DeliveryArea | null;
  /** The kept errors of validateOrderForm. */
  formErrors: FieldError[];
  /** Further errors: delivery not possible now, a table the branch does not have. */
  followingErrors: FieldError[];
}

/**
 * Checks the form as the checkout does: the domain's validateOrderForm for the branch and
 * type (required fields, phone and e-mail format, offered type, delivery area of the branch,
 * table), then delivery possible now or as a preorder, and a dine-in table of the branch.
 * Answers the table and area the order gets.
 */
export function checkOrderForm(check: OrderFormCheck): CheckedOrderForm {
  const { form, orderType, branch, tables, now, timeZone } = check;
  const keep = check.keep ?? (() => true);
  const formErrors = validateOrderForm(form, branch, orderType, {
    tables,
    ...(check.paymentMethods ? { paymentMethods: check.paymentMethods } : {}),
  }).filter(
    (error) => keep(error) && !(check.paymentMethods === null && error.field === 'paymentMethod'),
  );
  const followingErrors: FieldError[] = [];
  const delivery = checkoutDeliveryError(branch, orderType, now, timeZone);
  if (delivery && !formErrors.some((e) => e.field === 'orderType'))
    followingErrors.push({ field: 'orderType', message: delivery.message });
  const table = orderType === 'dineIn' ? form.table : null;
  if (table && !tables.some((t) => t.identifier === table))
    followingErrors.push({ field: 'table', message: ORDER_DETAILS_MESSAGES.unknownTable });
  const area =
    orderType === 'delivery'
      ? (branch.deliveryAreas.find((a) => a.id === form.deliveryArea) ?? null)
      : null;
  return { table, area, formErrors, followingErrors };
}

/** What the appointment checks compare with. */
export interface AppointmentCheck {
  branch: Branch;
  orderType: OrderType;
  now: Date;
  timeZone: string;
  /** The ordered products as they are now (their lead times and schedules count). */
  products: readonly Product[];
  /** The products whose lead time asks for an appointment; `products` when left out. */
  leadTimeProducts?: readonly Product[];
}

/**
 * The checkout's appointment rules at `appointmentDate`: required by the branch, inside the
 * order type's hours and slots after the products' lead times (validateAppointment), and
 * given at all when a product has a lead time. Empty when the appointment fits.
 */
export function appointmentErrors(check: AppointmentCheck, appointment: Date | null): FieldError[] {
  const { branch, orderType, now, timeZone, products } = check;
  const error = validateAppointment(
    { branch, orderType, now, timeZone, products: [...products] },
    appointment,
  );
  if (error) return [error];
  const leadTime = leadTimeAppointmentError(check.leadTimeProducts ?? products, appointment);
  return leadTime ? [leadTime] : [];
}
