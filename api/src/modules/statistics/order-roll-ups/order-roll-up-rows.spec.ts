import { orderRollUpRows, type OrderFacts } from './order-roll-up-rows.js';

const order = (fields: Partial<OrderFacts>): OrderFacts => ({
  businessDay: '2026-10-24',
  branchId: 1,
  createdAt: new Date('2026-10-24T07:10:00.000Z'),
  isConfirmed: true,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: true,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivery: false,
  isDineIn: false,
  isPaid: false,
  counterAppointment: null,
  paymentMethod: 'cash',
  totalGross: 0,
  totalNet: 0,
  deliveryGross: 0,
  taxes: {},
  lines: [],
  ...fields,
});

describe('orderRollUpRows', () => {
  it('sums fractional amounts exactly and groups lines of deleted products by name', () => {
    const rows = orderRollUpRows(
      [
        order({
          totalGross: 10.1,
          totalNet: 9.18,
          taxes: { '10': 0.92 },
          lines: [
            { productId: 7, unit: 'kg', name: 'Bergkäse', amount: 0.25, gross: 5 },
            { productId: null, unit: 'piece', name: 'Alte Torte', amount: 1, gross: 5.1 },
          ],
        }),
        order({
          totalGross: 8.4,
          totalNet: 7.64,
          taxes: { '10': 0.76 },
          lines: [
            { productId: 7, unit: 'kg', name: 'Bergkäse neu', amount: 0.1, gross: 2 },
            { productId: 7, unit: 'kg', name: 'Bergkäse neu', amount: 0.2, gross: 4 },
            { productId: null, unit: 'piece', name: 'Alte Torte', amount: 1, gross: 2.4 },
          ],
        }),
      ],
      'Europe/Vienna',
    );
    expect(rows.orderDays).toEqual([
      expect.objectContaining({
        outcome: 'sale',
        state: 'completed',
        orders: 2,
        grossCents: 1850,
        netCents: 1682,
        orderLines: 5,
        // 0.25 + 1 + 0.1 + 0.2 + 1 = 2.55
        amountThousandths: 2550,
      }),
    ]);
    expect(rows.taxDays).toEqual([
      { businessDay: '2026-10-24', branchId: 1, rate: '10', taxCents: 168 },
    ]);
    expect(
      rows.itemDays.map(
        ({ productId, name, orderLines, orders, amountThousandths, revenueCents }) => ({
          productId,
          name,
          orderLines,
          orders,
          amountThousandths,
          revenueCents,
        }),
      ),
    ).toEqual([
      // Two lines of one order count the order once; the latest line's name is kept.
      {
        productId: 7,
        name: 'Bergkäse neu',
        orderLines: 3,
        orders: 2,
        amountThousandths: 550,
        revenueCents: 1100,
      },
      {
        productId: null,
        name: 'Alte Torte',
        orderLines: 2,
        orders: 2,
        amountThousandths: 2000,
        revenueCents: 750,
      },
    ]);
    // Saturday 09:10 in Vienna (summer time).
    expect(rows.slotDays).toEqual([
      { businessDay: '2026-10-24', branchId: 1, weekday: 5, slot: 18, orders: 2 },
    ]);
  });

  it('counts lost orders without items or taxes, and an unpaid online order nowhere', () => {
    const rows = orderRollUpRows(
      [
        order({
          isCompleted: false,
          isCanceled: true,
          paymentMethod: 'mollie',
          isPaid: true,
          totalGross: 7.2,
          taxes: { '20': 1.2 },
          lines: [{ productId: 1, unit: 'piece', name: 'Kaffee', amount: 3, gross: 7.2 }],
        }),
        order({
          isCompleted: false,
          isConfirmed: false,
          paymentMethod: 'mollie',
          totalGross: 4.4,
          lines: [{ productId: 2, unit: 'piece', name: 'Torte', amount: 1, gross: 4.4 }],
        }),
      ],
      'Europe/Vienna',
    );
    expect(rows.orderDays).toEqual([
      expect.objectContaining({
        outcome: 'canceled',
        state: 'canceled',
        orders: 1,
        grossCents: 720,
      }),
    ]);
    expect(rows.taxDays).toEqual([]);
    expect(rows.itemDays).toEqual([]);
    expect(rows.slotDays).toEqual([expect.objectContaining({ orders: 1 })]);
  });
});
