import { makeOrder, makeOrderItem } from '@bestellwerk/domain/testing';
import {
  compareOrdersByDue,
  formatBoardTime,
  isNewOrder,
  itemAmountText,
  orderDueAt,
  partText,
  paymentText,
} from './order-text.js';

describe('orderDueAt', () => {
  it.each([
    ['the confirmed appointment first', { appointment: 'A', appointmentDate: 'W' }, 'A'],
    ['else the wished time', { appointment: null, appointmentDate: 'W' }, 'W'],
    ['else the order time', { appointment: null, appointmentDate: null }, 'C'],
  ])('%s', (_, fields, expected) => {
    expect(orderDueAt({ createdAt: 'C', ...fields })).toBe(expected);
  });
});

describe('compareOrdersByDue', () => {
  it('orders by due time, then ticket number', () => {
    const orders = [
      makeOrder({ id: 1, ticketNumber: 7, createdAt: '2026-11-20T09:00:00.000Z' }),
      makeOrder({ id: 2, ticketNumber: 5, createdAt: '2026-11-20T09:00:00.000Z' }),
      makeOrder({ id: 3, ticketNumber: 1, createdAt: '2026-11-20T10:00:00.000Z' }),
      makeOrder({
        id: 4,
        ticketNumber: 2,
        createdAt: '2026-11-20T11:00:00.000Z',
        appointment: '2026-11-20T08:00:00.000Z',
      }),
    ];
    expect([...orders].sort(compareOrdersByDue).map((order) => order.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('formatBoardTime', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');

  it.each([
    ['today: HH:mm only', '2026-11-20T12:30:00.000Z', '13:30'],
    ['another day: with the date', '2026-11-21T12:30:00.000Z', '21.11.2026 13:30'],
    ['a day by the wall clock, not UTC', '2026-11-20T23:30:00.000Z', '21.11.2026 00:30'],
    ['not a time: empty', 'bald', ''],
  ])('%s', (_, at, expected) => {
    expect(formatBoardTime(at, now, 'Europe/Vienna')).toBe(expected);
  });
});

describe('paymentText', () => {
  it.each([
    [{ paymentMethod: 'cash' as const, isPaid: false, isRefunded: false }, 'Barzahlung'],
    [
      { paymentMethod: 'mollie' as const, isPaid: true, isRefunded: false },
      'Online bezahlen (Mollie) – Bezahlt',
    ],
    [
      { paymentMethod: 'datatrans' as const, isPaid: false, isRefunded: false },
      'Online bezahlen (Datatrans) – Warten auf Zahlung',
    ],
  ])('%j → %s', (order, expected) => {
    expect(paymentText(order)).toBe(expected);
  });
});

describe('isNewOrder', () => {
  it.each([
    ['open', {}, true],
    ['counter-proposed', { counterAppointment: '2026-11-21T10:00:00.000Z' }, false],
    ['confirmed', { isConfirmed: true }, false],
    ['canceled', { isCanceled: true }, false],
  ])('%s → %s', (_, fields, expected) => {
    expect(isNewOrder(makeOrder(fields))).toBe(expected);
  });
});

describe('item texts', () => {
  it('writes amount and unit with a decimal comma', () => {
    expect(itemAmountText(makeOrderItem({ amount: 0.5, unit: 'kg' }))).toBe('0,5 kg');
    expect(itemAmountText(makeOrderItem({ amount: 2, unit: 'piece' }))).toBe('2 Stk.');
  });

  it('writes a chosen option, or the number of uploaded files', () => {
    expect(partText({ name: 'Größe', type: 'select', values: ['groß'], uploads: [] })).toBe(
      'Größe: groß',
    );
    expect(partText({ name: 'Foto', type: 'files', values: [], uploads: [1, 2] })).toBe(
      'Foto: 2 Datei(en)',
    );
  });
});
