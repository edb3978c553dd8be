import { emptyOrderForm, type FieldError, type OrderForm } from '@bestellwerk/domain';
import type { CreateOrderInput } from './create-order.input.js';

/**
 * The text fields of the order form, trimmed before they are checked and stored: the
 * customer's names, addresses, contact and comment (what deleting an order erases).
 */
export const ORDER_FORM_TEXT_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'company',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'vatNo',
  'phone',
  'email',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'comment',
] as const;

/** The order form of a body: the empty form's defaults, overlaid with what was sent, trimmed. */
export function orderFormOf(body: CreateOrderInput): OrderForm {
  const form: OrderForm = emptyOrderForm(body.branch);
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && key in form)
      (form as unknown as Record<string, unknown>)[key] = value;
  }
  for (const field of ORDER_FORM_TEXT_FIELDS) form[field] = (form[field] ?? '').trim();
  form.table = typeof form.table === 'string' && form.table.trim() ? form.table.trim() : null;
  return form;
}

/** The first of each field-and-message pair, in order. */
export function distinctErrors(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field ?? ''}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
