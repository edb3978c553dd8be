import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSiteMeta, useStores, useLocation } from '@bestellwerk/client';
import { CookieBanner } from './frame/cookie-banner.js';
import { Footer } from './frame/footer.js';
import { Header } from './frame/header.js';
import { lazyModule, useLazyModule } from './frame/lazy-module.js';
import { SkipLinks } from './frame/skip-links.js';
import { Toolbar } from './frame/toolbar.js';
import { usePageView } from './frame/use-page-view.js';
import { useRouteFade } from './frame/use-route-fade.js';
import { PwaLayer } from './pwa/pwa-layer.js';
import { ScreenServiceWorker } from './pwa/screen-service-worker.js';
import { RemoteArea } from './remotes/remote-area.js';
import type { RemoteLoader } from './remotes/remote-loader.js';
import { MAIN_CONTENT_ID, matchShellRoute, skipLinksOf } from '@bestellwerk/domain';

// Only admins see it: it loads once init names an admin session.
const adminToolbar = lazyModule(() => import('./frame/admin-toolbar.js'));

interface Props {
  loader: RemoteLoader;
  /** Reloads the page after cookie consent when an ad pixel is configured; replaceable in tests. */
  reload?: () => void;
}

/**
 * The frame of every page around the route's remote: skip links, admin toolbar, toolbar plugin,
 * header, footer and cookie banner (unless the route is full screen; no banner on self-service routes),
 * the canonical URL and share tags, and a fade between routes. For an admin the frame appears
 * once the admin toolbar has loaded (or failed to), so the toolbar never pushes the page down.
 */
export const ShellApp = observer(function ShellApp({ loader, reload }: Props) {
  const { pathname } = useLocation();
  const { config, session } = useStores();
  const route = matchShellRoute(pathname);
  const admin = useLazyModule(adminToolbar, route.chrome && session.isAdmin);
  // The shop's title and description until the route's remote names its page.
  useSiteMeta(route.remote);
  usePageView(pathname, route.remote === 'storefront' || route.remote === 'checkout');
  const content = useRef<HTMLDivElement>(null);
  useRouteFade(content, pathname);

  const main = (
    <main
      id={MAIN_CONTENT_ID}
      className={route.chrome ? 'shell-main' : 'shell-main shell-main--full'}
      tabIndex={-1}
    >
      <div ref={content} className="shell-route">
        <RemoteArea key={route.remote} name={route.remote} loader={loader} />
      </div>
    </main>
  );
  if (!route.chrome)
    return route.remote === 'signage' ? (
      <>
        {main}
        <ScreenServiceWorker />
      </>
    ) : (
      main
    );
  if (session.isAdmin && !admin.module && !admin.failed) return null;
  return (
    <>
      <SkipLinks links={skipLinksOf(route)} />
      {route.selfService ? null : <CookieBanner reload={reload} />}
      {admin.module ? <admin.module.AdminToolbar /> : null}
      {config.config?.enablePluginToolbar ? <Toolbar /> : null}
      <Header />
      {main}
      <Footer />
      <PwaLayer />
    </>
  );
});
