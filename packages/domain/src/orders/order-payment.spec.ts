import type { PaymentMethod } from '../contract/ordering.js';
import { orderPaymentMethodLabel, orderPaymentText } from './order-payment.js';

describe('orderPaymentMethodLabel', () => {
  it.each([
    ['cash', 'Barzahlung'],
    ['atm-card', 'Bankomatkarte'],
    ['mollie', 'Online bezahlen (Mollie)'],
    ['paypal', 'paypal'],
  ])('%s → %s', (paymentMethod, expected) => {
    expect(orderPaymentMethodLabel({ paymentMethod: paymentMethod as PaymentMethod })).toBe(
      expected,
    );
  });
});

describe('orderPaymentText', () => {
  it.each([
    [{ paymentMethod: 'cash' as const, isPaid: false, isRefunded: false }, 'Barzahlung'],
    [{ paymentMethod: 'atm-card' as const, isPaid: true, isRefunded: false }, 'Bankomatkarte'],
    [
      { paymentMethod: 'mollie' as const, isPaid: true, isRefunded: false },
      'Online bezahlen (Mollie) – Bezahlt',
    ],
    [
      { paymentMethod: 'datatrans' as const, isPaid: false, isRefunded: false },
      'Online bezahlen (Datatrans) – Warten auf Zahlung',
    ],
    [
      { paymentMethod: 'mollie' as const, isPaid: true, isRefunded: true },
      'Online bezahlen (Mollie) – Rückerstattet',
    ],
  ])('%j → %s', (order, expected) => {
    expect(orderPaymentText(order)).toBe(expected);
  });
});
