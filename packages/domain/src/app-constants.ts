/** The app version the admin toolbar shows (storefront.md §9). */
export const APP_VERSION = '1.7.2-dev';

/** Environment name and default language of the product (storefront.md §9). */
export const APP_ENVIRONMENT = 'prod';
export const DEFAULT_LANGUAGE = 'de';

/** Cookie that records the visitor's cookie consent (value 'true'); kept 365 days (storefront.md §4, §9). */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_COOKIE_DAYS = 365;

/** Cookie that records a dismissed install prompt (value 'true'); kept one month (storefront.md §4). */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';
export const PWA_DISMISS_DAYS = 30;
