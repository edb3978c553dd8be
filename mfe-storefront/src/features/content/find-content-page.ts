import {
  legalPageForPath,
  normalizePathname,
  type Config,
  type LegalPage,
  type Site,
} from '@bestellwerk/domain';

/** What a content path shows: a stored site, or a legal text of the config. */
export type ContentPage =
  { kind: 'site'; site: Site } | { kind: 'legal'; page: LegalPage; html: string };

/**
 * The /site/ paths (spec route examples) a legal page's site may be stored under besides the
 * legal route itself; the domain's `LEGAL_PAGES` knows only the legal routes.
 */
const LEGAL_SITE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '/impressum': ['/site/imprint'],
  '/datenschutz': ['/site/privacy'],
};

/**
 * Finds the page for a path (trailing slash, query and fragment ignored): the site with exactly
 * that path, then (legal routes) the site under its alias, then the legal text configured for it
 * (that text is why the footer links the internal page at all). Drafts (not public) only count
 * when `showDrafts`.
 */
export function findContentPage(
  path: string,
  sites: { findByPath(path: string): Site | undefined },
  config: Config | null,
  showDrafts: boolean,
): ContentPage | null {
  const normalized = normalizePathname(path);
  const legal = legalPageForPath(normalized);
  for (const candidate of [normalized, ...(LEGAL_SITE_ALIASES[normalized] ?? [])]) {
    const site = sites.findByPath(candidate);
    if (site && (site.isPublic || showDrafts)) return { kind: 'site', site };
  }
  const html = legal && config?.[legal.textField].trim();
  return legal && html ? { kind: 'legal', page: legal, html } : null;
}
