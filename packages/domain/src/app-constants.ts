/** The app version the admin toolbar shows (spec §9). */
export const APP_VERSION = '1.7.2-dev';

/** Environment name and default language of the product (spec §9). */
export const APP_ENVIRONMENT = 'prod';
export const DEFAULT_LANGUAGE = 'de';
