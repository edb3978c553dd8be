import type { Country } from '../contract/ordering.js';

/** German names of the countries an order may name, as the order forms list them. */
export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  DE: 'Deutschland',
  LI: 'Liechtenstein',
  AT: 'Österreich',
  CH: 'Schweiz',
};
