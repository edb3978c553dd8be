import { customerNoticeOf, type CustomerNoticeKind } from './customer-notices.js';
import type { OrderStatusChanges, OrderStatusFields } from './order-transitions.js';

const ASKED = '2026-03-20T12:00:00.000Z';
const LATER = '2026-03-20T13:30:00.000Z';

const order = (fields: Partial<OrderStatusFields> = {}): OrderStatusFields => ({
  isConfirmed: false,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivery: false,
  isDineIn: false,
  appointmentDate: ASKED,
  appointment: null,
  counterAppointment: null,
  ...fields,
});

const confirmed = { isConfirmed: true, appointment: ASKED };

describe('customerNoticeOf', () => {
  it.each<[string, OrderStatusFields, OrderStatusChanges, CustomerNoticeKind | null]>([
    ['confirming an open order', order(), { ...confirmed, counterAppointment: null }, 'confirmed'],
    [
      'confirming while a proposal is open',
      order({ counterAppointment: LATER }),
      { ...confirmed, counterAppointment: null },
      'confirmed',
    ],
    ['proposing a time', order(), { counterAppointment: LATER }, 'counter-proposed'],
    [
      'proposing another time',
      order({ counterAppointment: ASKED }),
      { counterAppointment: LATER },
      'counter-proposed',
    ],
    [
      'proposing the same time again (double click)',
      order({ counterAppointment: LATER }),
      { counterAppointment: '2026-03-20T13:30:00Z' },
      null,
    ],
    ['rejecting', order(), { isRejected: true, counterAppointment: null }, 'rejected'],
    ['rejecting a confirmed order', order(confirmed), { isRejected: true }, 'rejected'],
    ['takeaway ready', order(confirmed), { isInDelivery: true }, 'ready-for-pickup'],
    [
      'delivery on its way',
      order({ ...confirmed, isDelivery: true }),
      { isInDelivery: true },
      'out-for-delivery',
    ],
    [
      'dine-in has no such step',
      order({ ...confirmed, isDineIn: true }),
      { isInDelivery: true },
      null,
    ],
    [
      'already in delivery',
      order({ ...confirmed, isInDelivery: true }),
      { isInDelivery: true },
      null,
    ],
    ['already confirmed', order(confirmed), { isConfirmed: true }, null],
    ['cancelling', order(), { isCanceled: true, counterAppointment: null }, null],
    ['completing', order(confirmed), { isCompleted: true }, null],
    ['already rejected', order({ isRejected: true }), { isRejected: true }, null],
  ])('%s', (_, before, changes, expected) => {
    expect(customerNoticeOf(before, changes)).toBe(expected);
  });
});
