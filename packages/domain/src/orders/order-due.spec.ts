import { makeOrder } from '../testing/contract-fixtures.js';
import { compareOrdersByDue, orderDueAt } from './order-due.js';

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
  const at = (time: string) => `2026-11-20T${time}:00.000Z`;

  it.each([
    ['an earlier order time first', { createdAt: at('09:00') }, { createdAt: at('10:00') }],
    [
      'an earlier wished time before an earlier order time',
      { createdAt: at('11:00'), appointmentDate: at('08:00') },
      { createdAt: at('09:00') },
    ],
    [
      'the appointment over the wished time',
      { createdAt: at('07:00'), appointmentDate: at('12:00'), appointment: at('08:00') },
      { createdAt: at('07:00'), appointmentDate: at('09:00') },
    ],
    [
      'same due time: the lower ticket number',
      { ticketNumber: 2, id: 9 },
      { ticketNumber: 5, id: 1 },
    ],
    ['same due time and ticket number: the lower id', { id: 1 }, { id: 2 }],
  ])('%s', (_, first, second) => {
    const a = makeOrder({ id: 1, ticketNumber: 1, ...first });
    const b = makeOrder({ id: 1, ticketNumber: 1, ...second });
    expect(compareOrdersByDue(a, b)).toBeLessThan(0);
    expect(compareOrdersByDue(b, a)).toBeGreaterThan(0);
  });

  it('sorts by due time, then ticket number', () => {
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

  it('keeps the same order as equal', () => {
    const order = makeOrder();
    expect(compareOrdersByDue(order, { ...order })).toBe(0);
  });
});
