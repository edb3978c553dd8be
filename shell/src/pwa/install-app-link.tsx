import { useLocation } from '@bestellwerk/client';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { matchShellRoute } from '@bestellwerk/domain';
import { usePwaStore } from './pwa-context.js';

/**
 * The footer's 'App installieren' (storefront.md §2 "Legal links"): with the PWA plugin on, outside the
 * installed app, where the browser supports it, not installed yet and not on self-service routes.
 * Opens the browser's install dialog, or the instructions for the platform.
 */
export const InstallAppLink = observer(function InstallAppLink() {
  const pwa = usePwaStore();
  const { pathname } = useLocation();
  const selfService = matchShellRoute(pathname).selfService;
  useEffect(() => pwa.setSelfService(selfService), [pwa, selfService]);
  if (!pwa.installLinkVisible || selfService) return null;
  return (
    <button type="button" className="pwa-install-link" onClick={() => void pwa.install()}>
      App installieren
    </button>
  );
});
