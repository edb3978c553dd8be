import { makeOrder, makeOrderItem } from '@bestellwerk/domain/testing';
import { formatBoardTime, isNewOrder, itemAmountText, partText } from './order-text.js';

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
