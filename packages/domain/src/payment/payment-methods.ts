import type { Config } from '../contract/content.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../contract/ordering.js';
import type { Branch } from '../contract/organisation.js';

/** The flag of Config and of Branch that switches a payment method on. */
export const PAYMENT_METHOD_FLAGS = {
  cash: 'isCashEnabled',
  'atm-card': 'isATMCardEnabled',
  'hydro-ag-voucher': 'isHydroAGVoucherEnabled',
  mollie: 'isMollieEnabled',
  datatrans: 'isDatatransEnabled',
} as const satisfies Record<PaymentMethod, keyof Config & keyof Branch>;

type PaymentFlag = (typeof PAYMENT_METHOD_FLAGS)[PaymentMethod];

/**
 * German labels of the payment methods (ours; the spec names only the methods). "Bankomatkarte"
 * is the Austrian word for paying by debit card at the counter.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro-AG-Gutschein',
  mollie: 'Online bezahlen (Mollie)',
  datatrans: 'Online bezahlen (Datatrans)',
};

/** Methods paid at a provider's page: the order answer carries a paymentRedirectUrl. */
/** The methods paid online at a provider before the order goes to the kitchen. */
export const ONLINE_PAYMENT_METHODS = [
  'mollie',
  'datatrans',
] as const satisfies readonly PaymentMethod[];
const ONLINE_METHODS: ReadonlySet<PaymentMethod> = new Set(ONLINE_PAYMENT_METHODS);

/** The three switches a payment method needs (storefront.md §9 "Payment methods"). */
export interface PaymentContext {
  /** The installation's payment plugins (global plugin flag): methods it can process at all. */
  enabledProviders: readonly PaymentMethod[];
  config: Pick<Config, PaymentFlag>;
  branch: Pick<Branch, PaymentFlag>;
}

/** Whether a payment method is offered: the plugin, the config flag and the branch flag are all on. */
export function isPaymentMethodAvailable(method: PaymentMethod, context: PaymentContext): boolean {
  const flag = PAYMENT_METHOD_FLAGS[method];
  return (
    context.enabledProviders.includes(method) &&
    context.config[flag] === true &&
    context.branch[flag] === true
  );
}

/** The payment methods offered for a branch, in the fixed order of PAYMENT_METHODS. */
export function availablePaymentMethods(context: PaymentContext): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => isPaymentMethodAvailable(method, context));
}

/**
 * The method the checkout preselects: cash if offered, else datatrans if offered (the spec), else
 * the first offered method in PAYMENT_METHODS order, else null (nothing offered: the order cannot
 * be paid, and `validateOrderForm` with the available methods reports it).
 */
export function defaultPaymentMethod(context: PaymentContext): PaymentMethod | null {
  const available = availablePaymentMethods(context);
  if (available.includes('cash')) return 'cash';
  if (available.includes('datatrans')) return 'datatrans';
  return available[0] ?? null;
}

/** Whether a method is paid online, so the customer is sent to the provider's page after ordering. */
export function isOnlinePaymentMethod(method: PaymentMethod): boolean {
  return ONLINE_METHODS.has(method);
}

/** Whether a value is one of the five payment methods. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}
