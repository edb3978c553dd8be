import { useLocation } from '@bestellwerk/client';
import { useEffect } from 'react';
import { matchShellRoute } from '@bestellwerk/domain';
import { InstallInstructions } from './install-instructions.js';
import { InstallPrompt } from './install-prompt.js';
import { OfflineWarning } from './offline-warning.js';
import { usePwaStore } from './pwa-context.js';
import { UpdatePrompt } from './update-prompt.js';
import './pwa.css';

/**
 * The installable app's overlays (spec §2 "Global overlays"): offline warning, update prompt,
 * install prompt and install instructions. Mounting it starts the service worker's life cycle.
 */
export function PwaLayer() {
  const pwa = usePwaStore();
  const { pathname } = useLocation();
  const selfService = matchShellRoute(pathname).selfService;
  useEffect(() => pwa.start(), [pwa]);
  useEffect(() => pwa.setSelfService(selfService), [pwa, selfService]);
  return (
    <div className="pwa-layer">
      <OfflineWarning />
      <div className="pwa-layer__toasts">
        <UpdatePrompt />
        <InstallPrompt />
      </div>
      <InstallInstructions />
    </div>
  );
}
