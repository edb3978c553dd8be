import type { PaymentMethod, PublicOrder } from '../contract/ordering.js';
import { makePublicOrder } from '../testing/contract-fixtures.js';
import {
  CANCELLED_HEADING,
  isCounterAppointmentPending,
  isOrderCancelled,
  isTerminalOrder,
  orderHeading,
  orderPaymentState,
  orderProgressSteps,
  orderStatusLine,
  orderTime,
  orderTypeOf,
  showRatingPrompt,
  THANK_YOU_HEADING,
  type PaymentState,
} from './order-progress.js';

const order = makePublicOrder;

/** A timeline as 'label:state' pairs, easy to read in a table. */
const timeline = (o: PublicOrder) => orderProgressSteps(o).map((s) => `${s.label}:${s.state}`);

const DELIVERY = { isDelivery: true };
const DINE_IN = { isDineIn: true };

describe('orderTypeOf', () => {
  it.each<[Partial<PublicOrder>, string]>([
    [{}, 'takeaway'],
    [DELIVERY, 'delivery'],
    [DINE_IN, 'dineIn'],
    [{ isDelivery: true, isDineIn: true }, 'delivery'],
  ])('%j → %s', (flags, expected) => {
    expect(orderTypeOf(order(flags))).toBe(expected);
  });
});

describe('isOrderCancelled, isTerminalOrder and orderHeading', () => {
  it.each<[string, Partial<PublicOrder>, boolean, boolean]>([
    ['new', {}, false, false],
    ['confirmed', { isConfirmed: true }, false, false],
    ['in delivery', { isConfirmed: true, isInDelivery: true }, false, false],
    ['delivered, not yet completed', { isConfirmed: true, isDelivered: true }, false, false],
    ['completed', { isConfirmed: true, isCompleted: true }, false, true],
    ['rejected', { isRejected: true }, true, true],
    ['canceled after confirming', { isConfirmed: true, isCanceled: true }, true, true],
    ['payment failed', { isFailed: true }, true, true],
  ])('%s: cancelled %s, terminal %s', (_name, flags, cancelled, terminal) => {
    expect(isOrderCancelled(order(flags))).toBe(cancelled);
    expect(isTerminalOrder(order(flags))).toBe(terminal);
    expect(orderHeading(order(flags))).toBe(cancelled ? CANCELLED_HEADING : THANK_YOU_HEADING);
  });

  it('thanks in the spec’s words', () => {
    expect(THANK_YOU_HEADING).toBe('Vielen Dank für Ihre Bestellung!');
  });
});

describe('orderStatusLine', () => {
  it.each<[Partial<PublicOrder>, string]>([
    [{}, 'Die Bestellung ist eingegangen und wartet auf Bestätigung.'],
    [{ isConfirmed: true }, 'Die Bestellung wurde bestätigt und wird zubereitet.'],
    [{ isConfirmed: true, isInDelivery: true, ...DELIVERY }, 'Die Bestellung ist unterwegs.'],
    [{ isConfirmed: true, isInDelivery: true }, 'Die Bestellung ist abholbereit.'],
    [
      { isConfirmed: true, isInDelivery: true, ...DINE_IN },
      'Die Bestellung wurde bestätigt und wird zubereitet.',
    ],
    [{ isConfirmed: true, isDelivered: true, ...DELIVERY }, 'Die Bestellung wurde zugestellt.'],
    [{ isConfirmed: true, isCompleted: true }, 'Die Bestellung ist abgeschlossen.'],
    [{ isRejected: true }, 'Die Bestellung wurde abgelehnt.'],
    [{ isConfirmed: true, isCanceled: true }, 'Die Bestellung wurde storniert.'],
    [{ isFailed: true, isCanceled: true }, 'Die Zahlung ist fehlgeschlagen.'],
  ])('%j → %s', (flags, expected) => {
    expect(orderStatusLine(order(flags))).toBe(expected);
  });
});

describe('orderProgressSteps', () => {
  const W = 'Warten auf Bestätigung';
  const B = 'Bestätigt – wird zubereitet';
  const A = 'Abgeschlossen';

  it.each<[string, Partial<PublicOrder>, string[]]>([
    [
      'new takeaway',
      {},
      [`${W}:current`, `${B}:upcoming`, 'Abholbereit:upcoming', `${A}:upcoming`],
    ],
    [
      'new delivery',
      DELIVERY,
      [`${W}:current`, `${B}:upcoming`, 'Unterwegs:upcoming', `${A}:upcoming`],
    ],
    ['new dine-in', DINE_IN, [`${W}:current`, `${B}:upcoming`, `${A}:upcoming`]],
    [
      'confirmed dine-in',
      { ...DINE_IN, isConfirmed: true },
      [`${W}:done`, `${B}:current`, `${A}:upcoming`],
    ],
    [
      'completed dine-in',
      { ...DINE_IN, isConfirmed: true, isCompleted: true },
      [`${W}:done`, `${B}:done`, `${A}:current`],
    ],
    [
      'canceled dine-in',
      { ...DINE_IN, isConfirmed: true, isCanceled: true },
      [`${W}:done`, `${B}:done`, 'Storniert:current'],
    ],
    [
      'confirmed delivery',
      { ...DELIVERY, isConfirmed: true },
      [`${W}:done`, `${B}:current`, 'Unterwegs:upcoming', `${A}:upcoming`],
    ],
    [
      'delivery on its way',
      { ...DELIVERY, isConfirmed: true, isInDelivery: true },
      [`${W}:done`, `${B}:done`, 'Unterwegs:current', `${A}:upcoming`],
    ],
    [
      'takeaway ready',
      { isConfirmed: true, isInDelivery: true },
      [`${W}:done`, `${B}:done`, 'Abholbereit:current', `${A}:upcoming`],
    ],
    [
      'dine-in flagged in delivery (not a dine-in step)',
      { ...DINE_IN, isConfirmed: true, isInDelivery: true },
      [`${W}:done`, `${B}:current`, `${A}:upcoming`],
    ],
    [
      'delivery delivered',
      { ...DELIVERY, isConfirmed: true, isInDelivery: true, isDelivered: true },
      [`${W}:done`, `${B}:done`, 'Unterwegs:done', `${A}:current`],
    ],
    [
      'takeaway completed',
      { isConfirmed: true, isCompleted: true },
      [`${W}:done`, `${B}:done`, 'Abholbereit:done', `${A}:current`],
    ],
    ['rejected at once', { isRejected: true }, [`${W}:done`, 'Abgelehnt:current']],
    [
      'canceled after confirming',
      { isConfirmed: true, isCanceled: true },
      [`${W}:done`, `${B}:done`, 'Storniert:current'],
    ],
    [
      'canceled on its way',
      { ...DELIVERY, isConfirmed: true, isInDelivery: true, isCanceled: true },
      [`${W}:done`, `${B}:done`, 'Unterwegs:done', 'Storniert:current'],
    ],
    [
      'canceled after completion',
      { isConfirmed: true, isCompleted: true, isCanceled: true },
      [`${W}:done`, `${B}:done`, 'Abholbereit:done', 'Storniert:current'],
    ],
    ['payment failed', { isFailed: true }, [`${W}:done`, 'Zahlung fehlgeschlagen:current']],
  ])('%s', (_name, flags, expected) => {
    expect(timeline(order(flags))).toEqual(expected);
  });

  it('has exactly one current step in every combination of flags', () => {
    const names = [
      'isConfirmed',
      'isCompleted',
      'isRejected',
      'isCanceled',
      'isFailed',
      'isDelivery',
      'isDineIn',
      'isInDelivery',
      'isDelivered',
    ] as const;
    for (let mask = 0; mask < 1 << names.length; mask += 1) {
      const flags = Object.fromEntries(names.map((name, bit) => [name, (mask & (1 << bit)) !== 0]));
      const steps = orderProgressSteps(order(flags));
      expect(steps.filter((step) => step.state === 'current')).toHaveLength(1);
      expect(steps[0].key).toBe('received');
    }
  });
});

describe('orderPaymentState', () => {
  it.each<[PaymentMethod, Partial<PublicOrder>, PaymentState | null]>([
    ['cash', { isPaid: true }, null],
    ['atm-card', {}, null],
    ['hydro-ag-voucher', {}, null],
    ['mollie', {}, 'pending'],
    ['mollie', { isPaid: true }, 'paid'],
    ['datatrans', { isPaid: true }, 'paid'],
    ['datatrans', { isPaid: true, isRefunded: true }, 'refunded'],
    ['mollie', { isRefunded: true }, 'refunded'],
  ])('%s %j → %s', (paymentMethod, flags, expected) => {
    expect(orderPaymentState(order({ paymentMethod, ...flags }))).toBe(expected);
  });
});

describe('orderTime', () => {
  it.each<[Partial<PublicOrder>, ReturnType<typeof orderTime>]>([
    [{}, null],
    [
      { appointmentDate: '2026-11-20T11:00:00.000Z' },
      { kind: 'wished', label: 'Wunschtermin', at: '2026-11-20T11:00:00.000Z' },
    ],
    [
      { appointmentDate: '2026-11-20T11:00:00.000Z', appointment: '2026-11-20T11:30:00.000Z' },
      { kind: 'appointment', label: 'Termin', at: '2026-11-20T11:30:00.000Z' },
    ],
  ])('%j', (fields, expected) => {
    expect(orderTime(order(fields))).toEqual(expected);
  });
});

describe('isCounterAppointmentPending', () => {
  const proposed = { counterAppointment: '2026-11-20T12:00:00.000Z' };
  it.each<[string, Partial<PublicOrder>, boolean]>([
    ['no proposal', {}, false],
    ['proposal on an open order', proposed, true],
    ['proposal already accepted (confirmed)', { ...proposed, isConfirmed: true }, false],
    ['proposal on a rejected order', { ...proposed, isRejected: true }, false],
    ['proposal on a canceled order', { ...proposed, isCanceled: true }, false],
    ['proposal on a failed order', { ...proposed, isFailed: true }, false],
  ])('%s → %s', (_name, fields, expected) => {
    expect(isCounterAppointmentPending(order(fields))).toBe(expected);
  });
});

describe('showRatingPrompt', () => {
  const completed = { isConfirmed: true, isCompleted: true };
  it.each<[string, Partial<PublicOrder>, boolean, boolean, boolean]>([
    ['completed, enabled, unrated', completed, true, false, true],
    ['reviews disabled', completed, false, false, false],
    ['dismissed', completed, true, true, false],
    ['already rated', { ...completed, questionnaireRating: 4 }, true, false, false],
    ['rated 0 still counts as rated', { ...completed, questionnaireRating: 0 }, true, false, false],
    ['not completed yet', { isConfirmed: true, isInDelivery: true }, true, false, false],
    ['completed then canceled', { ...completed, isCanceled: true }, true, false, false],
  ])('%s → %s', (_name, fields, reviewEnabled, dismissed, expected) => {
    expect(showRatingPrompt(order(fields), { reviewEnabled, dismissed })).toBe(expected);
  });
});
