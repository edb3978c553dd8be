import {
  ORDER_EDIT_FIELDS,
  type OrderEditField,
  type OrderFieldChange,
  type OrderForm,
} from '@bestellwerk/domain';
import type { OrderEntity } from '../entities/order.entity.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The editable fields of a stored order as the API names and answers them. */
export type OrderEditValues = Record<OrderEditField, unknown>;

/** The stored order's values of ORDER_EDIT_FIELDS (dates as ISO strings, references as ids). */
export function orderEditValues(order: OrderEntity): OrderEditValues {
  const values = {} as OrderEditValues;
  for (const field of ORDER_EDIT_FIELDS) {
    switch (field) {
      case 'appointmentDate':
      case 'appointment':
        values[field] = iso(order[field]);
        break;
      case 'table':
        values.table = order.tableIdentifier;
        break;
      case 'deliveryArea':
        values.deliveryArea = order.deliveryArea?.id ?? null;
        break;
      case 'comment':
        values.comment = order.comment ?? '';
        break;
      default:
        values[field] = order[field];
    }
  }
  return values;
}

/**
 * The order form of a stored order, as the checkout's checks read it: what the customer
 * entered, the order's table, area and appointment, its payment and checkboxes as placed.
 */
export function storedOrderForm(order: OrderEntity): OrderForm {
  const { isDelivery: _d, isDineIn: _i, appointment: _a, ...entered } = orderEditValues(order);
  return {
    ...(entered as Omit<OrderForm, 'paymentMethod' | 'legalInstructions' | 'privacyPolicy'>),
    paymentMethod: order.paymentMethod,
    legalInstructions: order.legalInstructions,
    privacyPolicy: order.privacyPolicy,
    branch: order.branch.id,
    donatee: order.donatee?.id ?? null,
  } as OrderForm;
}

/** The fields whose value differs, in the order of ORDER_EDIT_FIELDS, with old and new value. */
export function fieldChanges(before: OrderEditValues, after: OrderEditValues): OrderFieldChange[] {
  return ORDER_EDIT_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    old: before[field],
    new: after[field],
  }));
}
