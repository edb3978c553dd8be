import {
  isOnlinePaymentMethod,
  orderMachineState,
  type CancellationReason,
  type OrderStatusFields,
  type PaymentMethod,
} from '@bestellwerk/domain';

/**
 * What became of a placed order for the statistics:
 * - `sale`: counts as revenue. Every order that is not rejected, canceled or failed, except
 *   an online payment not paid yet: such an order is not on the kitchen's board either and may
 *   still end without money, so it counts as a sale once (and only if) it is paid.
 * - `pending`: an online payment still open (neither paid nor failed). Such an order is in no
 *   figure yet, as it is on no board: it counts once its payment is decided (paid: placed and a
 *   sale; failed: placed and lost).
 * - `rejected`, `canceled`, `payment-failed`: the cancellation reasons, their totals are the
 *   lost revenue. A canceled order paid online counts as canceled (its refund is no revenue).
 */
export type OrderOutcome = 'sale' | 'pending' | CancellationReason;

export interface OrderOutcomeFields extends Pick<
  OrderStatusFields,
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isDelivery'
  | 'isDineIn'
> {
  counterAppointment: unknown;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
}

/** The machine state of an order's flags (dates are not needed for it). */
export function orderStateOf(order: OrderOutcomeFields) {
  return orderMachineState({
    ...order,
    appointmentDate: null,
    appointment: null,
    counterAppointment: order.counterAppointment ? 'proposed' : null,
  });
}

export function orderOutcomeOf(order: OrderOutcomeFields): OrderOutcome {
  const state = orderStateOf(order);
  if (state === 'failed') return 'payment-failed';
  if (state === 'canceled' || state === 'rejected') return state;
  if (isOnlinePaymentMethod(order.paymentMethod) && !order.isPaid) return 'pending';
  return 'sale';
}
