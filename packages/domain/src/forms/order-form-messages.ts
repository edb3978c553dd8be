import type { FieldError } from '../contract/common.js';

/** The control a message's field belongs to; null for a message about the whole order. */
export type ControlOf = (field: string | undefined) => string | null;

/** The control of the order form a field belongs to: the order type flags belong to the order type. */
export function orderFormControlOf(field: string | undefined): string | null {
  if (!field) return null;
  if (field === 'isDelivery' || field === 'isDineIn') return 'orderType';
  return field;
}

/**
 * Like `orderFormControlOf`, and everything about an item (`items.0.amount`, `items.2.parts.1`)
 * belongs to that item's row (`items.0`), for forms that list the items.
 */
export function orderItemControlOf(field: string | undefined): string | null {
  const item = field ? /^items\.(\d+)(\.|$)/.exec(field) : null;
  return item ? `items.${item[1]}` : orderFormControlOf(field);
}

/**
 * The message shown at each control: the server's where it sent one, else the first of the
 * rules' messages (pass none while they are not shown yet).
 */
export function messagesByControl(
  ruleErrors: readonly FieldError[],
  serverErrors: readonly FieldError[],
  controlOf: ControlOf,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of ruleErrors) {
    const control = controlOf(error.field);
    if (control && !(control in messages)) messages[control] = error.message;
  }
  for (const error of serverErrors) {
    const control = controlOf(error.field);
    if (control) messages[control] = error.message;
  }
  return messages;
}

/** The messages above the form: every server message, then the rules' messages that name no field. */
export function messagesOnTop(
  ruleErrors: readonly FieldError[],
  serverErrors: readonly FieldError[],
): FieldError[] {
  return [...serverErrors, ...ruleErrors.filter((error) => !error.field)];
}

/** The form's messages followed by the pricing's, with at most one about the delivery area. */
export function withPricingErrors(
  formErrors: readonly FieldError[],
  pricingErrors: readonly FieldError[],
): FieldError[] {
  const errors = [...formErrors];
  for (const error of pricingErrors) {
    if (error.field === 'deliveryArea' && errors.some((e) => e.field === 'deliveryArea')) continue;
    errors.push(error);
  }
  return errors;
}
