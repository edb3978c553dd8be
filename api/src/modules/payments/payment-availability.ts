import { ONLINE_PAYMENT_METHODS, type Config } from '@bestellwerk/domain';
import type { AppConfig } from '../../config/app-config.js';

/** The payment methods paid at a provider's page. */
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

type PaymentSetup = Pick<AppConfig, 'mollie' | 'datatrans' | 'paymentTestMode'>;

const ACCOUNT_VARIABLES: Record<OnlinePaymentMethod, readonly string[]> = {
  mollie: ['MOLLIE_API_KEY'],
  datatrans: ['DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD'],
};

const PROVIDER_NAMES: Record<OnlinePaymentMethod, string> = {
  mollie: 'Mollie',
  datatrans: 'Datatrans',
};

/** Whether the installation has an account of the method's provider. */
export function hasProviderAccount(method: OnlinePaymentMethod, setup: PaymentSetup): boolean {
  return setup[method] !== null;
}

/**
 * Whether the installation can take payments of an online method: with the provider's account,
 * or through the built-in Testzahlung when PAYMENT_TEST_MODE is on.
 */
export function isOnlineMethodOffered(method: OnlinePaymentMethod, setup: PaymentSetup): boolean {
  return hasProviderAccount(method, setup) || setup.paymentTestMode;
}

/**
 * The config as customers and the order checks read it: an online method the installation cannot
 * take is switched off, whatever the admin stored (the stored flag comes back with the account).
 */
export function withOfferedPaymentMethods<
  T extends Pick<Config, 'isMollieEnabled' | 'isDatatransEnabled'>,
>(config: T, setup: PaymentSetup): T {
  return {
    ...config,
    isMollieEnabled: config.isMollieEnabled && isOnlineMethodOffered('mollie', setup),
    isDatatransEnabled: config.isDatatransEnabled && isOnlineMethodOffered('datatrans', setup),
  };
}

/**
 * What the start-up log warns about the online payments: each method that is not offered for
 * want of an account, and each one the Testzahlung serves (anyone can mark their order paid).
 */
export function paymentSetupWarnings(setup: PaymentSetup): string[] {
  const warnings: string[] = [];
  for (const method of ONLINE_PAYMENT_METHODS) {
    if (hasProviderAccount(method, setup)) continue;
    const provider = PROVIDER_NAMES[method];
    const variables = ACCOUNT_VARIABLES[method];
    const names = variables.join(' und ');
    const missing = `${names} ${variables.length > 1 ? 'fehlen' : 'fehlt'}`;
    warnings.push(
      setup.paymentTestMode
        ? `Online-Zahlung ${provider} läuft über die Testzahlung (PAYMENT_TEST_MODE): jeder kann seine Bestellung selbst als bezahlt markieren. Für echte Zahlungen ${names} setzen.`
        : `Online-Zahlung ${provider} wird nicht angeboten: ${missing} (die Testzahlung ist aus; PAYMENT_TEST_MODE=true nur zum Testen).`,
    );
  }
  return warnings;
}
