import type { RemoteName } from '../contract/remotes.js';

/** Which remote owns a path, and how the shell frames it. */
export interface ShellRoute {
  path: string;
  remote: RemoteName;
  /** Header and footer around the remote (false for full-screen TVs). */
  chrome: boolean;
  /** Spec route meta 'self-service': no cookie banner and no install prompt. */
  selfService: boolean;
  /** The page shows a cart (element `CART_ELEMENT_ID`), so the frame offers a skip link to it. */
  cart: boolean;
}

function route(path: string, remote: RemoteName, meta: Partial<ShellRoute> = {}): ShellRoute {
  return { path, remote, chrome: true, selfService: false, cart: false, ...meta };
}

/**
 * The shell's route table, most specific first; each remote owns the routes below its entries.
 * Any other path is a content page. The browser's shell and the server (which preloads the
 * page's remote) read the same table.
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  route('/', 'storefront'),
  route('/site/*', 'storefront'),
  route('/impressum', 'storefront'),
  route('/datenschutz', 'storefront'),
  route('/store/:branch', 'storefront', { cart: true }),
  route('/store/:branch/checkout', 'checkout'),
  route('/store/:branch/checkout/error', 'checkout'),
  route('/status/:uid/:hash', 'checkout'),
  // The staff area has its own frame; no site header and footer, cookie banner or install prompt.
  route('/backend/*', 'backoffice', { chrome: false, selfService: true }),
  // TVs: the screen alone, no cookie banner or install prompt; `/signage` shows a pairing code.
  route('/signage', 'signage', { chrome: false, selfService: true }),
  route('/signage/:device', 'signage', { chrome: false, selfService: true }),
  // The employee's clock: the page alone, without the shop's header and footer.
  route('/time-tracking/:a/:b', 'timetracking', { chrome: false, selfService: true }),
  // The shop tablet's time clock, opened with the branch's key: the same, for the whole shop.
  route('/time-tracking/kiosk/:branchId/:apiKey', 'timetracking', {
    chrome: false,
    selfService: true,
  }),
  route('*', 'storefront'),
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether `pathname` matches a route pattern: `:name` stands for one segment, a trailing `/*`
 * for the base and anything below it, `*` alone for every path.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const rest = pattern.endsWith('/*');
  const wanted = segmentsOf(rest ? pattern.slice(0, -2) : pattern);
  const actual = segmentsOf(pathname);
  if (rest ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
  );
}

/** The shell route of a path: the first (most specific) match, a content page otherwise. */
export function matchShellRoute(pathname: string): ShellRoute {
  return (
    SHELL_ROUTES.find((candidate) => matchesRoutePattern(candidate.path, pathname)) ??
    SHELL_ROUTES[SHELL_ROUTES.length - 1]
  );
}
