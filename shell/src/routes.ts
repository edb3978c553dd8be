import { matchRoutes } from '@bestellwerk/client';
import type { RemoteName } from '@bestellwerk/domain';

/** Which remote owns a path, and how the shell frames it. */
export interface ShellRoute {
  path: string;
  remote: RemoteName;
  /** Header and footer around the remote (false for full-screen TVs). */
  chrome: boolean;
  /** Spec route meta 'self-service': no cookie banner and no install prompt. */
  selfService: boolean;
}

function route(path: string, remote: RemoteName, meta: Partial<ShellRoute> = {}): ShellRoute {
  return { path, remote, chrome: true, selfService: false, ...meta };
}

/** The shell's route table; each remote owns the routes below its entries. Any other path is a content page. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  route('/', 'storefront'),
  route('/site/*', 'storefront'),
  route('/impressum', 'storefront'),
  route('/datenschutz', 'storefront'),
  route('/store/:branch', 'storefront'),
  route('/store/:branch/checkout', 'checkout'),
  route('/store/:branch/checkout/error', 'checkout'),
  route('/status/:uid/:hash', 'checkout'),
  // The staff area has its own frame; no site header and footer, cookie banner or install prompt.
  route('/backend/*', 'backoffice', { chrome: false, selfService: true }),
  route('/signage/:device', 'signage', { chrome: false }),
  route('/time-tracking/:a/:b', 'timetracking', { selfService: true }),
  route('*', 'storefront'),
];

const MATCHABLE = SHELL_ROUTES.map((shellRoute) => ({ path: shellRoute.path, handle: shellRoute }));

/** The shell route for a path: the most specific match, content pages (storefront) otherwise. */
export function matchShellRoute(pathname: string): ShellRoute {
  const matches = matchRoutes(MATCHABLE, pathname);
  return (
    (matches?.[0]?.route.handle as ShellRoute | undefined) ?? SHELL_ROUTES[SHELL_ROUTES.length - 1]
  );
}
