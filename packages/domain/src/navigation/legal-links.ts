import type { Config } from '../contract/content.js';
import { isBranchListed } from '../branches/branch-visibility.js';
import type { Branch } from '../contract/organisation.js';
import { branchPath, urlTarget, type LinkTarget } from './link-target.js';
import { normalizePathname, type NavigationEntry } from './navigation-entries.js';

/** One legal page: its label, its internal route and the config fields of its text and url. */
export interface LegalPage {
  label: string;
  path: string;
  textField: 'termsAndConditionsText' | 'privacyPolicyText' | 'imprintText' | 'allergensText';
  urlField: 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';
}

/**
 * The legal pages in footer order. Imprint and privacy use the German short routes the spec
 * lists as legal pages (/impressum, /datenschutz); terms and allergens the /site/ examples.
 */
export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    label: 'AGB',
    path: '/site/terms-and-conditions',
    textField: 'termsAndConditionsText',
    urlField: 'termsAndConditions',
  },
  {
    label: 'Datenschutz',
    path: '/datenschutz',
    textField: 'privacyPolicyText',
    urlField: 'privacyPolicy',
  },
  { label: 'Impressum', path: '/impressum', textField: 'imprintText', urlField: 'imprint' },
  {
    label: 'Allergene',
    path: '/site/allergens',
    textField: 'allergensText',
    urlField: 'allergens',
  },
];

/** The label of the footer link to the only branch's store. */
export const ONLINE_ORDER_LABEL = 'Online Bestellen';

/** A link to show: its text and where it leads. */
export interface LabelledLink {
  label: string;
  target: LinkTarget;
}

/**
 * The footer's legal links in the order AGB, Datenschutz, Impressum, Allergene: the internal
 * page when its text is configured (not blank), else the configured url (see `urlTarget`; an
 * https url opens in a new tab); a page with neither is left out.
 */
export function legalLinks(
  config: Pick<Config, LegalPage['textField'] | LegalPage['urlField']>,
): LabelledLink[] {
  return LEGAL_PAGES.flatMap(({ label, path, textField, urlField }): LabelledLink[] => {
    if (config[textField].trim()) return [{ label, target: { kind: 'internal', to: path } }];
    const target = urlTarget(config[urlField]);
    return target.kind === 'inert' ? [] : [{ label, target }];
  });
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const sameTarget = (a: LinkTarget, b: LinkTarget) =>
  (a.kind === 'internal' &&
    b.kind === 'internal' &&
    normalizePathname(a.to) === normalizePathname(b.to)) ||
  (a.kind === 'external' && b.kind === 'external' && a.href === b.href);

/**
 * A menu (the 'footer-navigation') without the entries that repeat one of the legal links, by
 * label or by target: the footer lists each legal page once, in its legal links. Entries of
 * legal pages the config has no link for stay.
 */
export function withoutLegalLinks(
  entries: readonly NavigationEntry[],
  legal: readonly LabelledLink[],
): NavigationEntry[] {
  return entries
    .filter(
      (entry) =>
        entry.isGroup ||
        !legal.some(
          (link) => sameLabel(link.label, entry.label) || sameTarget(link.target, entry.target),
        ),
    )
    .map((entry) => ({ ...entry, children: withoutLegalLinks(entry.children, legal) }));
}

/** The legal page served at a route (query, fragment and trailing slash ignored), if any. */
export function legalPageForPath(path: string): LegalPage | undefined {
  const normalized = normalizePathname(path);
  return LEGAL_PAGES.find((page) => page.path === normalized);
}

/**
 * 'Online Bestellen' to the store of the only branch, when exactly one branch is visible
 * (enabled and public, as the footer lists them); null otherwise.
 */
export function onlineOrderLink(
  branches: readonly Pick<Branch, 'identifier' | 'isEnabled' | 'isPublic'>[],
): LabelledLink | null {
  const visible = branches.filter(isBranchListed);
  return visible.length === 1
    ? {
        label: ONLINE_ORDER_LABEL,
        target: { kind: 'internal', to: branchPath(visible[0].identifier) },
      }
    : null;
}
