import type { Config, Site } from '@bestellwerk/domain';

/** What a content path shows: a stored site, or a legal text of the config. */
export type ContentPage =
  { kind: 'site'; site: Site } | { kind: 'legal'; title: string; html: string };

type LegalTextKey =
  'imprintText' | 'privacyPolicyText' | 'termsAndConditionsText' | 'allergensText';

/**
 * The legal paths: the German short paths also accept the site stored under its /site/ path,
 * and every legal path falls back to the text configured for it (that text is why the footer
 * links the internal page at all).
 */
const LEGAL_PATHS: Record<string, { aliases: string[]; title: string; text: LegalTextKey }> = {
  '/impressum': { aliases: ['/site/imprint'], title: 'Impressum', text: 'imprintText' },
  '/datenschutz': { aliases: ['/site/privacy'], title: 'Datenschutz', text: 'privacyPolicyText' },
  '/site/terms-and-conditions': { aliases: [], title: 'AGB', text: 'termsAndConditionsText' },
  '/site/allergens': { aliases: [], title: 'Allergene', text: 'allergensText' },
};

/**
 * Finds the page for a path: the site with exactly that path, then (legal paths) the site under
 * its alias, then the configured legal text. Drafts (not public) only count when `showDrafts`.
 */
export function findContentPage(
  path: string,
  sites: { findByPath(path: string): Site | undefined },
  config: Config | null,
  showDrafts: boolean,
): ContentPage | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const legal = LEGAL_PATHS[normalized];
  for (const candidate of [normalized, ...(legal?.aliases ?? [])]) {
    const site = sites.findByPath(candidate);
    if (site && (site.isPublic || showDrafts)) return { kind: 'site', site };
  }
  const html = legal && config?.[legal.text].trim();
  return legal && html ? { kind: 'legal', title: legal.title, html } : null;
}
