import type { OrderItem, PublicOrder } from '@bestellwerk/domain';

/** Test support: an open takeaway order paid in cash, with overrides. */
export function makePublicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: 1,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 42,
    paymentMethod: 'cash',
    appointmentDate: null,
    appointment: null,
    counterAppointment: null,
    rejectionMessage: '',
    tableIdentifier: null,
    questionnaireRating: null,
    branch: { id: 1 },
    paymentRedirectUrl: null,
    isConfirmed: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isDelivery: false,
    isDineIn: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    createdAt: '2026-11-20T08:30:00.000Z',
    items: [],
    pricing: { gross: 0, totalNet: 0, totalGross: 0, deliveryGross: 0, taxes: {} },
    ...overrides,
  };
}

/** Test support: one ordered item, with overrides. */
export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    index: 0,
    product: { id: 7 },
    productUid: 'p7',
    name: 'Pizza Margherita',
    amount: 2,
    unit: 'piece',
    parts: [],
    calculationModel: 'fixed',
    isPriceHidden: false,
    unitPrice: 9.5,
    gross: 19,
    net: 17.27,
    taxRate: 10,
    ...overrides,
  };
}
