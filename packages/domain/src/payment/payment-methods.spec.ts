import fc from 'fast-check';
import { PAYMENT_METHODS, type PaymentMethod } from '../contract/ordering.js';
import { makeBranch, makeConfig } from '../testing/contract-fixtures.js';
import {
  availablePaymentMethods,
  defaultPaymentMethod,
  isOnlinePaymentMethod,
  isPaymentMethod,
  isPaymentMethodAvailable,
  PAYMENT_METHOD_FLAGS,
  PAYMENT_METHOD_LABELS,
  type PaymentContext,
} from './payment-methods.js';

/** Every payment flag switched on, for the config and the branch alike. */
const ALL_FLAGS = {
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: true,
  isMollieEnabled: true,
  isDatatransEnabled: true,
};

const allOn = (): PaymentContext => ({
  enabledProviders: [...PAYMENT_METHODS],
  config: makeConfig(ALL_FLAGS),
  branch: makeBranch(ALL_FLAGS),
});

/** A context in which exactly the given methods pass all three switches. */
function only(methods: PaymentMethod[]): PaymentContext {
  const flags = Object.fromEntries(
    PAYMENT_METHODS.map((m) => [PAYMENT_METHOD_FLAGS[m], methods.includes(m)]),
  );
  return {
    enabledProviders: [...PAYMENT_METHODS],
    config: makeConfig(flags),
    branch: makeBranch(flags),
  };
}

describe('isPaymentMethodAvailable', () => {
  it.each(PAYMENT_METHODS)('%s needs the plugin, the config flag and the branch flag', (method) => {
    const flag = PAYMENT_METHOD_FLAGS[method];
    const context = allOn();
    expect(isPaymentMethodAvailable(method, context)).toBe(true);
    expect(
      isPaymentMethodAvailable(method, {
        ...context,
        enabledProviders: PAYMENT_METHODS.filter((m) => m !== method),
      }),
    ).toBe(false);
    expect(
      isPaymentMethodAvailable(method, {
        ...context,
        config: makeConfig({ ...ALL_FLAGS, [flag]: false }),
      }),
    ).toBe(false);
    expect(
      isPaymentMethodAvailable(method, { ...context, branch: makeBranch({ [flag]: false }) }),
    ).toBe(false);
  });

  it('reads the flag of its own method only', () => {
    const context = {
      ...allOn(),
      branch: makeBranch({ isCashEnabled: false, isMollieEnabled: true }),
    };
    expect(isPaymentMethodAvailable('cash', context)).toBe(false);
    expect(isPaymentMethodAvailable('mollie', context)).toBe(true);
  });
});

describe('availablePaymentMethods', () => {
  it('keeps the order of PAYMENT_METHODS', () => {
    expect(availablePaymentMethods(allOn())).toEqual([
      'cash',
      'atm-card',
      'hydro-ag-voucher',
      'mollie',
      'datatrans',
    ]);
    expect(availablePaymentMethods(only(['datatrans', 'cash']))).toEqual(['cash', 'datatrans']);
  });

  it('is empty without plugins', () => {
    expect(availablePaymentMethods({ ...allOn(), enabledProviders: [] })).toEqual([]);
  });
});

describe('defaultPaymentMethod', () => {
  it.each<[PaymentMethod[], PaymentMethod | null]>([
    [['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'], 'cash'],
    [['cash'], 'cash'],
    [['cash', 'datatrans'], 'cash'],
    [['atm-card', 'mollie', 'datatrans'], 'datatrans'],
    [['datatrans'], 'datatrans'],
    [['mollie', 'hydro-ag-voucher'], 'hydro-ag-voucher'],
    [['mollie'], 'mollie'],
    [[], null],
  ])('with %j offered: %s', (methods, expected) => {
    expect(defaultPaymentMethod(only(methods))).toBe(expected);
  });

  it('is always one of the offered methods, or null when none is', () => {
    fc.assert(
      fc.property(fc.subarray([...PAYMENT_METHODS]), (methods) => {
        const result = defaultPaymentMethod(only(methods));
        if (methods.length === 0) expect(result).toBeNull();
        else expect(methods).toContain(result);
      }),
    );
  });
});

describe('isOnlinePaymentMethod', () => {
  it.each<[PaymentMethod, boolean]>([
    ['cash', false],
    ['atm-card', false],
    ['hydro-ag-voucher', false],
    ['mollie', true],
    ['datatrans', true],
  ])('%s: %s', (method, expected) => {
    expect(isOnlinePaymentMethod(method)).toBe(expected);
  });
});

describe('isPaymentMethod', () => {
  it.each<[unknown, boolean]>([
    ['cash', true],
    ['datatrans', true],
    ['paypal', false],
    ['', false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(isPaymentMethod(value)).toBe(expected);
  });
});

describe('PAYMENT_METHOD_LABELS', () => {
  it('names every method in German', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: 'Barzahlung',
      'atm-card': 'Bankomatkarte',
      'hydro-ag-voucher': 'Hydro-AG-Gutschein',
      mollie: 'Online bezahlen (Mollie)',
      datatrans: 'Online bezahlen (Datatrans)',
    });
  });
});
