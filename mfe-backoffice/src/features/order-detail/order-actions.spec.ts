import type { Order } from '@bestellwerk/domain';
import { makeOrder } from '@bestellwerk/domain/testing';
import {
  allowedStatusActions,
  canCheckPaymentStatus,
  canEditItems,
  canResendEmail,
  canResendSms,
  statusActionLabel,
} from './order-actions.js';

const now = new Date('2026-11-20T09:00:00.000Z');

describe('allowedStatusActions', () => {
  it.each<[string, Partial<Order>, string[]]>([
    ['open', {}, ['confirm', 'reject', 'cancel']],
    [
      'counter-proposed',
      { counterAppointment: '2026-11-20T12:00:00.000Z' },
      ['confirm', 'reject', 'cancel'],
    ],
    ['confirmed takeaway', { isConfirmed: true }, ['reject', 'in-delivery', 'completed', 'cancel']],
    [
      'confirmed delivery',
      { isConfirmed: true, isDelivery: true },
      ['reject', 'in-delivery', 'completed', 'cancel'],
    ],
    ['confirmed dine-in', { isConfirmed: true, isDineIn: true }, ['reject', 'completed', 'cancel']],
    [
      'out for delivery',
      { isConfirmed: true, isDelivery: true, isInDelivery: true },
      ['completed', 'cancel'],
    ],
    ['completed', { isConfirmed: true, isCompleted: true }, []],
    ['rejected', { isRejected: true }, []],
    ['canceled', { isCanceled: true }, []],
    ['failed', { isFailed: true }, []],
  ])('%s → %j', (_, fields, expected) => {
    expect(allowedStatusActions(makeOrder(fields), now)).toEqual(expected);
  });
});

describe('statusActionLabel', () => {
  it('names in-delivery after the order type', () => {
    expect(statusActionLabel('in-delivery', { isDelivery: true })).toBe('In Zustellung');
    expect(statusActionLabel('in-delivery', { isDelivery: false })).toBe('Abholbereit');
  });
});

describe('the other actions', () => {
  it('edits items only while the order is not finished', () => {
    expect(canEditItems(makeOrder({ isConfirmed: true }))).toBe(true);
    expect(canEditItems(makeOrder({ isCompleted: true }))).toBe(false);
    expect(canEditItems(makeOrder({ isCanceled: true }))).toBe(false);
  });

  it('checks the payment of online payments only', () => {
    expect(canCheckPaymentStatus({ paymentMethod: 'mollie' })).toBe(true);
    expect(canCheckPaymentStatus({ paymentMethod: 'datatrans' })).toBe(true);
    expect(canCheckPaymentStatus({ paymentMethod: 'cash' })).toBe(false);
  });

  it('resends by e-mail or SMS only where the customer gave an address or number', () => {
    expect(canResendEmail({ email: 'anna@example.com' })).toBe(true);
    expect(canResendEmail({ email: ' ' })).toBe(false);
    expect(canResendSms({ phone: '+43 660 1234567' })).toBe(true);
    expect(canResendSms({ phone: '' })).toBe(false);
  });
});
