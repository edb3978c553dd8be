import { useLocation } from '@bestellwerk/client';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { matchShellRoute } from '@bestellwerk/domain';
import { lazyModule, useLazyModule } from '../frame/lazy-module.js';
import { OfflineWarning } from './offline-warning.js';
import { usePwaStore } from './pwa-context.js';
import './pwa.css';

// The prompts load when there is something to show, not with the page.
const updatePrompt = lazyModule(() => import('./update-prompt.js'));
const installPrompt = lazyModule(() => import('./install-prompt.js'));
const installInstructions = lazyModule(() => import('./install-instructions.js'));

/**
 * The installable app's overlays (storefront.md §2 "Global overlays"): offline warning, update prompt,
 * install prompt and install instructions. Mounting it starts the service worker's life cycle.
 * The prompts and the instructions are loaded once they are to be shown; they float above the
 * page, so showing them later moves nothing.
 */
export const PwaLayer = observer(function PwaLayer() {
  const pwa = usePwaStore();
  const { pathname } = useLocation();
  const selfService = matchShellRoute(pathname).selfService;
  useEffect(() => pwa.start(), [pwa]);
  useEffect(() => pwa.setSelfService(selfService), [pwa, selfService]);
  const update = useLazyModule(updatePrompt, pwa.updateAvailable).module;
  const install = useLazyModule(installPrompt, pwa.installPromptVisible).module;
  const instructions = useLazyModule(installInstructions, pwa.installInstructionsOpen).module;
  return (
    <div className="pwa-layer">
      <OfflineWarning />
      <div className="pwa-layer__toasts">
        {update ? <update.UpdatePrompt /> : null}
        {install ? <install.InstallPrompt /> : null}
      </div>
      {instructions ? <instructions.InstallInstructions /> : null}
    </div>
  );
});
