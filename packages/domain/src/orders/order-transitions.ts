import type { DateTimeString } from '../contract/common.js';
import type {
  ConfirmOrderInput,
  OrderStatusAction,
  RejectOrderInput,
} from '../contract/ordering.js';

/**
 * The order status machine (storefront.md §4). The spec leaves the order between the staff
 * actions open; these are our rules:
 *
 * - States, derived from the flags: `open` (unconfirmed), `counter-proposed` (unconfirmed with a
 *   counterAppointment the customer must answer), `confirmed`, `in-delivery` (delivery orders:
 *   out for delivery; takeaway orders: ready for pickup), and the terminal states `completed`,
 *   `rejected`, `canceled`, `failed`. A terminal order refuses every action (409).
 * - confirm: from open or counter-proposed. With a counterAppointment the order stays
 *   unconfirmed until the customer accepts; staff may replace their proposal or confirm directly
 *   while the customer has not answered. Otherwise isConfirmed is set and appointment becomes the
 *   given appointment, else the time the customer asked for (appointmentDate).
 * - in-delivery: from confirmed, for delivery and takeaway orders; dine-in orders are served at
 *   the table and have no such step.
 * - completed: from confirmed or in-delivery; delivery orders are marked delivered as well.
 * - reject: from open, counter-proposed or confirmed, with an optional message for the
 *   customer; once out for delivery or ready for pickup only cancel is left.
 * - cancel: from every non-terminal state.
 * - The customer accepts or rejects a counterAppointment only while counter-proposed: accepting
 *   confirms at that time, rejecting cancels the order.
 */

/** The fields of an order the status machine reads. */
export interface OrderStatusFields {
  isConfirmed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isCompleted: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  /** The time the customer asked for. */
  appointmentDate: DateTimeString | null;
  /** The time staff confirmed. */
  appointment: DateTimeString | null;
  /** A time staff proposed that the customer has not answered yet. */
  counterAppointment: DateTimeString | null;
}

/** The fields a transition may change. */
export type OrderStatusChanges = Partial<
  Pick<
    OrderStatusFields,
    | 'isConfirmed'
    | 'isInDelivery'
    | 'isDelivered'
    | 'isCompleted'
    | 'isRejected'
    | 'isCanceled'
    | 'appointment'
    | 'counterAppointment'
  > & { rejectionMessage: string | null }
>;

/** Where an order stands in the status machine. */
export type OrderMachineState =
  | 'open'
  | 'counter-proposed'
  | 'confirmed'
  | 'in-delivery'
  | 'completed'
  | 'rejected'
  | 'canceled'
  | 'failed';

/** The states after which nothing changes any more (status polling stops there too). */
export const TERMINAL_ORDER_STATES: readonly OrderMachineState[] = [
  'completed',
  'rejected',
  'canceled',
  'failed',
];

/** Why a transition was refused: an illegal step (409) or invalid input for a field (400). */
export type OrderTransitionError =
  { kind: 'conflict'; message: string } | { kind: 'invalid'; message: string; field: string };

/** Either the changes to store or the reason the action is refused. */
export type OrderTransitionResult =
  { changes: OrderStatusChanges } | { error: OrderTransitionError };

/** The customer's answers to a counterAppointment. */
export type CounterAppointmentAnswer = 'accept' | 'reject';

/** The German messages of refused transitions (ours; the spec gives none). */
export const ORDER_TRANSITION_MESSAGES = {
  completed: 'Die Bestellung ist bereits abgeschlossen.',
  rejected: 'Die Bestellung wurde bereits abgelehnt.',
  canceled: 'Die Bestellung wurde bereits storniert.',
  failed: 'Die Bestellung ist fehlgeschlagen und kann nicht mehr geändert werden.',
  alreadyConfirmed: 'Die Bestellung ist bereits bestätigt.',
  notConfirmed: 'Bitte bestätigen Sie die Bestellung zuerst.',
  alreadyOutForDelivery: 'Die Bestellung ist bereits unterwegs.',
  alreadyReadyForPickup: 'Die Bestellung ist bereits abholbereit.',
  dineInHasNoDelivery:
    'Bestellungen vor Ort werden am Tisch serviert; sie können nicht als unterwegs oder abholbereit markiert werden.',
  rejectAfterDispatch:
    'Die Bestellung ist bereits unterwegs oder abholbereit und kann nicht mehr abgelehnt werden. Bitte stornieren Sie sie stattdessen.',
  noCounterAppointment: 'Zu dieser Bestellung liegt kein Terminvorschlag vor.',
  appointmentAndCounter:
    'Bitte geben Sie entweder einen Termin oder einen Gegenvorschlag an, nicht beides.',
  counterInPast: 'Der Gegenvorschlag muss in der Zukunft liegen.',
} as const;

const TERMINAL_MESSAGES: Record<string, string> = {
  completed: ORDER_TRANSITION_MESSAGES.completed,
  rejected: ORDER_TRANSITION_MESSAGES.rejected,
  canceled: ORDER_TRANSITION_MESSAGES.canceled,
  failed: ORDER_TRANSITION_MESSAGES.failed,
};

/**
 * The state an order's flags stand for. Terminal flags win (failed, canceled, rejected,
 * completed, in that order) over confirmation and delivery progress.
 */
export function orderMachineState(order: OrderStatusFields): OrderMachineState {
  if (order.isFailed) return 'failed';
  if (order.isCanceled) return 'canceled';
  if (order.isRejected) return 'rejected';
  if (order.isCompleted) return 'completed';
  if (!order.isConfirmed) return order.counterAppointment ? 'counter-proposed' : 'open';
  return order.isInDelivery ? 'in-delivery' : 'confirmed';
}

/** Whether an order is in a state that no action leaves. */
export function isTerminalOrderState(state: OrderMachineState): boolean {
  return TERMINAL_ORDER_STATES.includes(state);
}

const conflict = (message: string): OrderTransitionResult => ({
  error: { kind: 'conflict', message },
});
const invalid = (field: string, message: string): OrderTransitionResult => ({
  error: { kind: 'invalid', message, field },
});

function confirm(
  order: OrderStatusFields,
  state: OrderMachineState,
  input: ConfirmOrderInput,
  now: Date,
): OrderTransitionResult {
  if (state !== 'open' && state !== 'counter-proposed')
    return conflict(ORDER_TRANSITION_MESSAGES.alreadyConfirmed);
  const { appointment, counterAppointment } = input;
  if (counterAppointment && appointment)
    return invalid('counterAppointment', ORDER_TRANSITION_MESSAGES.appointmentAndCounter);
  if (counterAppointment) {
    if (Date.parse(counterAppointment) <= now.getTime())
      return invalid('counterAppointment', ORDER_TRANSITION_MESSAGES.counterInPast);
    return { changes: { counterAppointment } };
  }
  return {
    changes: {
      isConfirmed: true,
      appointment: appointment ?? order.appointmentDate,
      counterAppointment: null,
    },
  };
}

function markInDelivery(order: OrderStatusFields, state: OrderMachineState): OrderTransitionResult {
  if (order.isDineIn) return conflict(ORDER_TRANSITION_MESSAGES.dineInHasNoDelivery);
  if (state === 'in-delivery')
    return conflict(
      order.isDelivery
        ? ORDER_TRANSITION_MESSAGES.alreadyOutForDelivery
        : ORDER_TRANSITION_MESSAGES.alreadyReadyForPickup,
    );
  if (state !== 'confirmed') return conflict(ORDER_TRANSITION_MESSAGES.notConfirmed);
  return { changes: { isInDelivery: true } };
}

function complete(order: OrderStatusFields, state: OrderMachineState): OrderTransitionResult {
  if (state !== 'confirmed' && state !== 'in-delivery')
    return conflict(ORDER_TRANSITION_MESSAGES.notConfirmed);
  return { changes: { isCompleted: true, ...(order.isDelivery ? { isDelivered: true } : {}) } };
}

function reject(state: OrderMachineState, input: RejectOrderInput): OrderTransitionResult {
  if (state === 'in-delivery') return conflict(ORDER_TRANSITION_MESSAGES.rejectAfterDispatch);
  const message = input.message?.trim() ?? '';
  return {
    changes: { isRejected: true, rejectionMessage: message || null, counterAppointment: null },
  };
}

/**
 * What a staff status action changes on an order, or why it is refused: a terminal order or an
 * action out of order is a conflict (409, German message); a counterAppointment that is not
 * after `now`, or given together with an appointment, is invalid input (400 on that field).
 * Dates are ISO strings; the caller has checked their format.
 */
export function applyOrderAction(
  order: OrderStatusFields,
  action: OrderStatusAction,
  input: ConfirmOrderInput | RejectOrderInput,
  now: Date,
): OrderTransitionResult {
  const state = orderMachineState(order);
  if (isTerminalOrderState(state)) return conflict(TERMINAL_MESSAGES[state]);
  switch (action) {
    case 'confirm':
      return confirm(order, state, input as ConfirmOrderInput, now);
    case 'in-delivery':
      return markInDelivery(order, state);
    case 'completed':
      return complete(order, state);
    case 'reject':
      return reject(state, input as RejectOrderInput);
    case 'cancel':
      return { changes: { isCanceled: true, counterAppointment: null } };
  }
}

/**
 * The customer's answer to a counterAppointment: accepting confirms the order at that time,
 * rejecting cancels it. Refused (409) unless the order is unconfirmed with a counterAppointment.
 */
export function applyCounterAppointmentAnswer(
  order: OrderStatusFields,
  answer: CounterAppointmentAnswer,
): OrderTransitionResult {
  const state = orderMachineState(order);
  if (isTerminalOrderState(state)) return conflict(TERMINAL_MESSAGES[state]);
  if (state !== 'counter-proposed') return conflict(ORDER_TRANSITION_MESSAGES.noCounterAppointment);
  if (answer === 'reject') return { changes: { isCanceled: true, counterAppointment: null } };
  return {
    changes: { isConfirmed: true, appointment: order.counterAppointment, counterAppointment: null },
  };
}
