import type { ShellRoute } from './shell-routes.js';

/** The id of the frame's main area, the target of 'Zum Inhalt'. */
export const MAIN_CONTENT_ID = 'main';
/** The id of the branch page's cart (side column or phone bar), the target of 'Zum Warenkorb'. */
export const CART_ELEMENT_ID = 'warenkorb';

/** A skip link: its text and the id of the element it moves the focus to. */
export interface SkipLink {
  label: string;
  targetId: string;
}

/**
 * The skip links the frame puts before everything else (WCAG 2.4.1): 'Zum Inhalt' on every
 * framed page, 'Zum Warenkorb' on a page with a cart; none on a page without the frame.
 */
export function skipLinksOf(route: Pick<ShellRoute, 'chrome' | 'cart'>): SkipLink[] {
  if (!route.chrome) return [];
  const links: SkipLink[] = [{ label: 'Zum Inhalt', targetId: MAIN_CONTENT_ID }];
  if (route.cart) links.push({ label: 'Zum Warenkorb', targetId: CART_ELEMENT_ID });
  return links;
}
