import type { OrderStatusAction } from '../contract/ordering.js';
import {
  ORDER_TRANSITION_MESSAGES as M,
  applyCounterAppointmentAnswer,
  applyOrderAction,
  isTerminalOrderState,
  orderMachineState,
  type OrderMachineState,
  type OrderStatusFields,
  type OrderTransitionResult,
} from './order-transitions.js';

const NOW = new Date('2026-03-20T10:00:00.000Z');
const ASKED = '2026-03-20T12:00:00.000Z';
const LATER = '2026-03-20T13:30:00.000Z';
const EARLIER = '2026-03-20T09:00:00.000Z';

type Kind = 'takeaway' | 'delivery' | 'dineIn';

const base = (kind: Kind = 'takeaway'): OrderStatusFields => ({
  isConfirmed: false,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivery: kind === 'delivery',
  isDineIn: kind === 'dineIn',
  appointmentDate: ASKED,
  appointment: null,
  counterAppointment: null,
});

/** An order in the given state, of the given kind. */
function orderIn(state: OrderMachineState, kind: Kind = 'takeaway'): OrderStatusFields {
  const order = base(kind);
  switch (state) {
    case 'open':
      return order;
    case 'counter-proposed':
      return { ...order, counterAppointment: LATER };
    case 'confirmed':
      return { ...order, isConfirmed: true, appointment: ASKED };
    case 'in-delivery':
      return { ...order, isConfirmed: true, appointment: ASKED, isInDelivery: true };
    case 'completed':
      return { ...order, isConfirmed: true, isCompleted: true };
    case 'rejected':
      return { ...order, isRejected: true };
    case 'canceled':
      return { ...order, isConfirmed: true, isCanceled: true };
    case 'failed':
      return { ...order, isFailed: true };
  }
}

const ok = (result: OrderTransitionResult) => {
  if ('error' in result) throw new Error(`refused: ${result.error.message}`);
  return result.changes;
};
const conflictOf = (message: string): OrderTransitionResult => ({
  error: { kind: 'conflict', message },
});

describe('orderMachineState', () => {
  it.each<[string, Partial<OrderStatusFields>, OrderMachineState]>([
    ['no flags: open', {}, 'open'],
    [
      'unconfirmed with a proposal: counter-proposed',
      { counterAppointment: LATER },
      'counter-proposed',
    ],
    ['confirmed', { isConfirmed: true }, 'confirmed'],
    [
      'confirmed and dispatched: in-delivery',
      { isConfirmed: true, isInDelivery: true },
      'in-delivery',
    ],
    [
      'completed wins over delivery progress',
      { isConfirmed: true, isInDelivery: true, isCompleted: true },
      'completed',
    ],
    ['rejected wins over completed', { isCompleted: true, isRejected: true }, 'rejected'],
    ['canceled wins over rejected', { isRejected: true, isCanceled: true }, 'canceled'],
    [
      'failed wins over everything',
      { isCanceled: true, isConfirmed: true, isFailed: true },
      'failed',
    ],
    [
      'a proposal on a canceled order does not count',
      { isCanceled: true, counterAppointment: LATER },
      'canceled',
    ],
  ])('%s', (_name, flags, expected) => {
    expect(orderMachineState({ ...base(), ...flags })).toBe(expected);
  });

  it.each<[OrderMachineState, boolean]>([
    ['open', false],
    ['counter-proposed', false],
    ['confirmed', false],
    ['in-delivery', false],
    ['completed', true],
    ['rejected', true],
    ['canceled', true],
    ['failed', true],
  ])('%s is terminal: %p', (state, terminal) => {
    expect(isTerminalOrderState(state)).toBe(terminal);
  });
});

describe('applyOrderAction: every action in every state (takeaway order)', () => {
  const ACTIONS: OrderStatusAction[] = ['confirm', 'reject', 'in-delivery', 'completed', 'cancel'];
  /** Expected outcome per state and action: the changes, or the conflict message. */
  const TABLE: Record<OrderMachineState, Record<OrderStatusAction, object | string>> = {
    open: {
      confirm: { isConfirmed: true, appointment: ASKED, counterAppointment: null },
      reject: { isRejected: true, rejectionMessage: null, counterAppointment: null },
      'in-delivery': M.notConfirmed,
      completed: M.notConfirmed,
      cancel: { isCanceled: true, counterAppointment: null },
    },
    'counter-proposed': {
      confirm: { isConfirmed: true, appointment: ASKED, counterAppointment: null },
      reject: { isRejected: true, rejectionMessage: null, counterAppointment: null },
      'in-delivery': M.notConfirmed,
      completed: M.notConfirmed,
      cancel: { isCanceled: true, counterAppointment: null },
    },
    confirmed: {
      confirm: M.alreadyConfirmed,
      reject: { isRejected: true, rejectionMessage: null, counterAppointment: null },
      'in-delivery': { isInDelivery: true },
      completed: { isCompleted: true },
      cancel: { isCanceled: true, counterAppointment: null },
    },
    'in-delivery': {
      confirm: M.alreadyConfirmed,
      reject: M.rejectAfterDispatch,
      'in-delivery': M.alreadyReadyForPickup,
      completed: { isCompleted: true },
      cancel: { isCanceled: true, counterAppointment: null },
    },
    completed: Object.fromEntries(ACTIONS.map((a) => [a, M.completed])) as never,
    rejected: Object.fromEntries(ACTIONS.map((a) => [a, M.rejected])) as never,
    canceled: Object.fromEntries(ACTIONS.map((a) => [a, M.canceled])) as never,
    failed: Object.fromEntries(ACTIONS.map((a) => [a, M.failed])) as never,
  };
  const cases = Object.entries(TABLE).flatMap(([state, row]) =>
    ACTIONS.map((action) => [state as OrderMachineState, action, row[action]] as const),
  );

  it.each(cases)('%s + %s', (state, action, expected) => {
    const result = applyOrderAction(orderIn(state), action, {}, NOW);
    if (typeof expected === 'string') expect(result).toEqual(conflictOf(expected));
    else expect(result).toEqual({ changes: expected });
  });
});

describe('applyOrderAction: order kinds', () => {
  it.each<[Kind, OrderMachineState, OrderStatusAction, object | string]>([
    ['delivery', 'confirmed', 'in-delivery', { isInDelivery: true }],
    ['delivery', 'in-delivery', 'in-delivery', M.alreadyOutForDelivery],
    ['delivery', 'confirmed', 'completed', { isCompleted: true, isDelivered: true }],
    ['delivery', 'in-delivery', 'completed', { isCompleted: true, isDelivered: true }],
    ['takeaway', 'confirmed', 'in-delivery', { isInDelivery: true }],
    ['takeaway', 'in-delivery', 'completed', { isCompleted: true }],
    ['dineIn', 'confirmed', 'in-delivery', M.dineInHasNoDelivery],
    ['dineIn', 'open', 'in-delivery', M.dineInHasNoDelivery],
    ['dineIn', 'confirmed', 'completed', { isCompleted: true }],
    ['dineIn', 'completed', 'in-delivery', M.completed],
  ])('%s order, %s + %s', (kind, state, action, expected) => {
    const result = applyOrderAction(orderIn(state, kind), action, {}, NOW);
    if (typeof expected === 'string') expect(result).toEqual(conflictOf(expected));
    else expect(result).toEqual({ changes: expected });
  });
});

describe('applyOrderAction: confirm input', () => {
  it('confirms at the given appointment instead of the asked time', () => {
    expect(ok(applyOrderAction(orderIn('open'), 'confirm', { appointment: LATER }, NOW))).toEqual({
      isConfirmed: true,
      appointment: LATER,
      counterAppointment: null,
    });
  });

  it('confirms an order without asked time (as soon as possible) without appointment', () => {
    const order = { ...orderIn('open'), appointmentDate: null };
    expect(ok(applyOrderAction(order, 'confirm', { appointment: null }, NOW))).toMatchObject({
      isConfirmed: true,
      appointment: null,
    });
  });

  it('a counterAppointment only proposes: the order stays unconfirmed', () => {
    const changes = ok(
      applyOrderAction(orderIn('open'), 'confirm', { counterAppointment: LATER }, NOW),
    );
    expect(changes).toEqual({ counterAppointment: LATER });
    expect(orderMachineState({ ...orderIn('open'), ...changes })).toBe('counter-proposed');
  });

  it('staff may replace their own proposal while the customer has not answered', () => {
    const later = '2026-03-21T08:00:00.000Z';
    expect(
      ok(
        applyOrderAction(
          orderIn('counter-proposed'),
          'confirm',
          { counterAppointment: later },
          NOW,
        ),
      ),
    ).toEqual({ counterAppointment: later });
  });

  it.each<[string, string]>([
    ['in the past', EARLIER],
    ['exactly now', NOW.toISOString()],
  ])('refuses a counterAppointment %s (400 on the field)', (_name, counterAppointment) => {
    expect(applyOrderAction(orderIn('open'), 'confirm', { counterAppointment }, NOW)).toEqual({
      error: { kind: 'invalid', field: 'counterAppointment', message: M.counterInPast },
    });
  });

  it('refuses an appointment together with a counterAppointment', () => {
    const input = { appointment: LATER, counterAppointment: LATER };
    expect(applyOrderAction(orderIn('open'), 'confirm', input, NOW)).toEqual({
      error: { kind: 'invalid', field: 'counterAppointment', message: M.appointmentAndCounter },
    });
  });

  it('a terminal state is reported before any input problem', () => {
    const input = { counterAppointment: EARLIER };
    expect(applyOrderAction(orderIn('canceled'), 'confirm', input, NOW)).toEqual(
      conflictOf(M.canceled),
    );
  });
});

describe('applyOrderAction: reject input', () => {
  it.each<[string, string | undefined, string | null]>([
    ['keeps the message for the customer', 'Leider ausverkauft.', 'Leider ausverkauft.'],
    ['trims it', '  Heute geschlossen.  ', 'Heute geschlossen.'],
    ['stores blank as no message', '   ', null],
    ['without message', undefined, null],
  ])('%s', (_name, message, stored) => {
    expect(ok(applyOrderAction(orderIn('confirmed'), 'reject', { message }, NOW))).toEqual({
      isRejected: true,
      rejectionMessage: stored,
      counterAppointment: null,
    });
  });
});

describe('applyCounterAppointmentAnswer', () => {
  it.each<[OrderMachineState, 'accept' | 'reject', object | string]>([
    [
      'counter-proposed',
      'accept',
      { isConfirmed: true, appointment: LATER, counterAppointment: null },
    ],
    ['counter-proposed', 'reject', { isCanceled: true, counterAppointment: null }],
    ['open', 'accept', M.noCounterAppointment],
    ['open', 'reject', M.noCounterAppointment],
    ['confirmed', 'accept', M.noCounterAppointment],
    ['in-delivery', 'reject', M.noCounterAppointment],
    ['completed', 'accept', M.completed],
    ['rejected', 'reject', M.rejected],
    ['canceled', 'accept', M.canceled],
    ['failed', 'reject', M.failed],
  ])('%s + %s', (state, answer, expected) => {
    const result = applyCounterAppointmentAnswer(orderIn(state), answer);
    if (typeof expected === 'string') expect(result).toEqual(conflictOf(expected));
    else expect(result).toEqual({ changes: expected });
  });

  it('accepting leads to confirmed, rejecting to canceled', () => {
    const order = orderIn('counter-proposed');
    const accepted = ok(applyCounterAppointmentAnswer(order, 'accept'));
    const rejected = ok(applyCounterAppointmentAnswer(order, 'reject'));
    expect(orderMachineState({ ...order, ...accepted })).toBe('confirmed');
    expect(orderMachineState({ ...order, ...rejected })).toBe('canceled');
  });
});
