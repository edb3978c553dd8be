import { PaymentStatus } from '@mollie/api-client';
import type { ProviderPaymentStatus } from '../payment-provider.js';
import { datatransStatus, type DatatransTransaction } from './datatrans.provider.js';
import { mollieStatus } from './mollie.provider.js';

describe('mollieStatus', () => {
  it.each<[PaymentStatus, string | undefined, ProviderPaymentStatus]>([
    [PaymentStatus.open, undefined, 'open'],
    [PaymentStatus.pending, undefined, 'open'],
    [PaymentStatus.authorized, undefined, 'open'],
    [PaymentStatus.paid, undefined, 'paid'],
    [PaymentStatus.paid, '0.00', 'paid'],
    [PaymentStatus.paid, '12.30', 'refunded'],
    [PaymentStatus.paid, '1.00', 'refunded'],
    [PaymentStatus.failed, undefined, 'failed'],
    [PaymentStatus.canceled, undefined, 'canceled'],
    [PaymentStatus.expired, undefined, 'expired'],
  ])('%s with %s refunded → %s', (status, refunded, expected) => {
    const amountRefunded =
      refunded === undefined ? undefined : { currency: 'EUR', value: refunded };
    expect(mollieStatus({ status, amountRefunded })).toBe(expected);
  });
});

describe('datatransStatus', () => {
  it.each<[DatatransTransaction, ProviderPaymentStatus]>([
    [{ status: 'initialized' }, 'open'],
    [{ status: 'challenge_required' }, 'open'],
    [{ status: 'authenticated' }, 'open'],
    [{ status: 'authorized' }, 'paid'],
    [{ status: 'settled' }, 'paid'],
    [{ status: 'transmitted' }, 'paid'],
    [{ status: 'canceled' }, 'canceled'],
    [{ status: 'failed' }, 'failed'],
    [{}, 'open'],
    [{ status: 'settled', history: [{ action: 'credit', success: true }] }, 'refunded'],
    [{ status: 'settled', history: [{ action: 'credit', success: false }] }, 'paid'],
    [{ status: 'settled', type: 'credit' }, 'refunded'],
  ])('%j → %s', (transaction, expected) => {
    expect(datatransStatus(transaction)).toBe(expected);
  });
});
