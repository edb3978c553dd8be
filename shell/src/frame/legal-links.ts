import type { Config } from '@bestellwerk/domain';
import type { NavTarget } from './navigation-entries.js';

type TextKey = 'termsAndConditionsText' | 'privacyPolicyText' | 'imprintText' | 'allergensText';
type UrlKey = 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';

/** The legal pages, the internal path each has when its text is configured, and the fallback url. */
const LEGAL_PAGES: { label: string; path: string; text: TextKey; url: UrlKey }[] = [
  {
    label: 'AGB',
    path: '/site/terms-and-conditions',
    text: 'termsAndConditionsText',
    url: 'termsAndConditions',
  },
  { label: 'Datenschutz', path: '/datenschutz', text: 'privacyPolicyText', url: 'privacyPolicy' },
  { label: 'Impressum', path: '/impressum', text: 'imprintText', url: 'imprint' },
  { label: 'Allergene', path: '/site/allergens', text: 'allergensText', url: 'allergens' },
];

/**
 * The footer's legal links: the internal page when its text is configured, else the configured
 * external url (new tab); links with neither are left out.
 */
export function legalLinks(config: Config): { label: string; target: NavTarget }[] {
  return LEGAL_PAGES.flatMap(({ label, path, text, url }) => {
    if (config[text].trim())
      return [{ label, target: { kind: 'internal', to: path } as NavTarget }];
    if (config[url].trim())
      return [
        { label, target: { kind: 'external', href: config[url], newTab: true } as NavTarget },
      ];
    return [];
  });
}
