/**
 * What the public status page says about an order (storefront.md §2 "Status page", §4, §7, §9):
 * pure rules over the flags of a {@link PublicOrder}. The German step, payment and heading texts
 * are ours; the spec names the parts of the page, not their wording.
 */
import type { DateTimeString } from '../contract/common.js';
import type { PublicOrder } from '../contract/ordering.js';
import type { OrderType } from '../contract/organisation.js';
import { deliveryMethodOfCart } from '../cart/delivery-method.js';
import { isOnlinePaymentMethod } from '../payment/payment-methods.js';
import {
  isTerminalOrderState,
  orderMachineState,
  type OrderStatusFields,
} from './order-transitions.js';

/** The status page polls the order this often until it is terminal (storefront.md §9: every 10 s). */
export const ORDER_STATUS_POLL_MS = 10_000;

/** The order flags the progress rules read. */
export type OrderProgressFlags = Pick<
  PublicOrder,
  | 'isConfirmed'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isDelivery'
  | 'isDineIn'
  | 'isInDelivery'
  | 'isDelivered'
>;

/** The steps of the customer's timeline; the third depends on the order type. */
export type ProgressStepKey =
  | 'received'
  | 'confirmed'
  | 'underway'
  | 'ready'
  | 'completed'
  | 'rejected'
  | 'canceled'
  | 'failed';

export type ProgressStepState = 'done' | 'current' | 'upcoming';

/** One step of the timeline. Exactly one step of a timeline is `current`. */
export interface ProgressStep {
  key: ProgressStepKey;
  label: string;
  state: ProgressStepState;
}

/** German labels of the timeline steps. */
export const PROGRESS_STEP_LABELS: Readonly<Record<ProgressStepKey, string>> = {
  received: 'Warten auf Bestätigung',
  confirmed: 'Bestätigt – wird zubereitet',
  underway: 'Unterwegs',
  ready: 'Abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Zahlung fehlgeschlagen',
};

/** The heading of an order that goes on. */
export const THANK_YOU_HEADING = 'Vielen Dank für Ihre Bestellung!';
/** The heading of a rejected, canceled or failed order. */
export const CANCELLED_HEADING = 'Ihre Bestellung wurde storniert.';

/** The order type an order's flags stand for (delivery wins over dine-in if both are set). */
export function orderTypeOf(order: Pick<PublicOrder, 'isDelivery' | 'isDineIn'>): OrderType {
  return deliveryMethodOfCart(order);
}

/** Whether the order ended without being fulfilled: rejected, canceled or its payment failed. */
export function isOrderCancelled(
  order: Pick<PublicOrder, 'isRejected' | 'isCanceled' | 'isFailed'>,
): boolean {
  return order.isCanceled || order.isRejected || order.isFailed;
}

/**
 * Whether the order will not change any more, so polling stops: completed, rejected, canceled or
 * failed (the status machine's terminal states).
 */
export function isTerminalOrder(order: OrderStatusFields): boolean {
  return isTerminalOrderState(orderMachineState(order));
}

/** The status page heading: thank-you, or the cancelled text for a cancelled order. */
export function orderHeading(
  order: Pick<PublicOrder, 'isRejected' | 'isCanceled' | 'isFailed'>,
): string {
  return isOrderCancelled(order) ? CANCELLED_HEADING : THANK_YOU_HEADING;
}

/** One German line saying where the order stands, the most advanced state first. */
export function orderStatusLine(order: OrderProgressFlags): string {
  if (order.isFailed) return 'Die Zahlung ist fehlgeschlagen.';
  if (order.isCanceled) return 'Die Bestellung wurde storniert.';
  if (order.isRejected) return 'Die Bestellung wurde abgelehnt.';
  if (order.isCompleted) return 'Die Bestellung ist abgeschlossen.';
  if (order.isDelivered) return 'Die Bestellung wurde zugestellt.';
  if (order.isInDelivery && !order.isDineIn)
    return order.isDelivery ? 'Die Bestellung ist unterwegs.' : 'Die Bestellung ist abholbereit.';
  if (order.isConfirmed) return 'Die Bestellung wurde bestätigt und wird zubereitet.';
  return 'Die Bestellung ist eingegangen und wartet auf Bestätigung.';
}

/** The regular steps per order type; dine-in orders are served at the table without a step of their own. */
const STEPS: Readonly<Record<OrderType, readonly ProgressStepKey[]>> = {
  delivery: ['received', 'confirmed', 'underway', 'completed'],
  takeaway: ['received', 'confirmed', 'ready', 'completed'],
  dineIn: ['received', 'confirmed', 'completed'],
};

/** The key of the last regular step an order reached. */
function reachedStep(order: OrderProgressFlags): ProgressStepKey {
  if (order.isCompleted || order.isDelivered) return 'completed';
  if (order.isInDelivery && !order.isDineIn) return order.isDelivery ? 'underway' : 'ready';
  return order.isConfirmed ? 'confirmed' : 'received';
}

/**
 * The customer's timeline: 'Warten auf Bestätigung' → 'Bestätigt – wird zubereitet' →
 * 'Unterwegs' (delivery) / 'Abholbereit' (takeaway) → 'Abgeschlossen'; dine-in orders skip the
 * third step (staff serve them at the table; the status machine has no in-delivery step for
 * them). Steps before the reached one are done, the reached one is current (also
 * 'Abgeschlossen' of a completed order), later ones upcoming. A cancelled order keeps the steps
 * it passed as done and ends in one current step 'Abgelehnt', 'Storniert' or
 * 'Zahlung fehlgeschlagen' instead of the rest.
 */
export function orderProgressSteps(order: OrderProgressFlags): ProgressStep[] {
  const keys = STEPS[orderTypeOf(order)];
  const reached = keys.indexOf(reachedStep(order));
  const stateAt = (index: number): ProgressStepState =>
    index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
  if (isOrderCancelled(order)) {
    const end: ProgressStepKey = order.isFailed
      ? 'failed'
      : order.isCanceled
        ? 'canceled'
        : 'rejected';
    const passed = keys.slice(0, Math.min(reached + 1, keys.length - 1));
    return [
      ...passed.map((key) => ({ key, label: PROGRESS_STEP_LABELS[key], state: 'done' as const })),
      { key: end, label: PROGRESS_STEP_LABELS[end], state: 'current' },
    ];
  }
  return keys.map((key, index) => ({
    key,
    label: PROGRESS_STEP_LABELS[key],
    state: stateAt(index),
  }));
}

/** Where an online payment stands. */
export type PaymentState = 'pending' | 'paid' | 'refunded';

/** German labels of the payment states. */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  pending: 'Warten auf Zahlung',
  paid: 'Bezahlt',
  refunded: 'Rückerstattet',
};

/**
 * The payment state of an order paid online (refunded wins over paid); null for methods paid on
 * site (cash, card, voucher), whose payment the status page does not show.
 */
export function orderPaymentState(
  order: Pick<PublicOrder, 'paymentMethod' | 'isPaid' | 'isRefunded'>,
): PaymentState | null {
  if (!isOnlinePaymentMethod(order.paymentMethod)) return null;
  if (order.isRefunded) return 'refunded';
  return order.isPaid ? 'paid' : 'pending';
}

/** The time an order is for: the confirmed appointment, else the customer's wished time. */
export interface OrderTime {
  kind: 'appointment' | 'wished';
  label: string;
  at: DateTimeString;
}

/**
 * The time to show with an order: the appointment staff confirmed ('Termin'), else the time the
 * customer wished at checkout ('Wunschtermin'); null when neither is set (as soon as possible).
 */
export function orderTime(
  order: Pick<PublicOrder, 'appointment' | 'appointmentDate'>,
): OrderTime | null {
  if (order.appointment) return { kind: 'appointment', label: 'Termin', at: order.appointment };
  if (order.appointmentDate)
    return { kind: 'wished', label: 'Wunschtermin', at: order.appointmentDate };
  return null;
}

/**
 * Whether the customer is asked to accept or reject a counter-proposed time: staff proposed one
 * and the order is still unconfirmed and open (the status machine's `counter-proposed`).
 */
export function isCounterAppointmentPending(order: OrderStatusFields): boolean {
  return orderMachineState(order) === 'counter-proposed';
}

/** What the rating prompt depends on besides the order. */
export interface RatingPromptContext {
  /** Config.isOrderReviewEnabled. */
  reviewEnabled: boolean;
  /** The customer closed the prompt for this order before. */
  dismissed: boolean;
}

/**
 * Whether the rating prompt shows: reviews are enabled, the order is completed (and not
 * cancelled), it has no rating yet and the customer did not dismiss the prompt.
 */
export function showRatingPrompt(
  order: Pick<
    PublicOrder,
    'isCompleted' | 'questionnaireRating' | 'isRejected' | 'isCanceled' | 'isFailed'
  >,
  context: RatingPromptContext,
): boolean {
  return (
    context.reviewEnabled &&
    order.isCompleted &&
    !isOrderCancelled(order) &&
    order.questionnaireRating === null &&
    !context.dismissed
  );
}
