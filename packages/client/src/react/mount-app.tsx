import { BrowserRouter } from '../routing/router.js';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { autorun } from 'mobx';
import { branchIdentifierOfPath } from '@bestellwerk/domain';
import { applyTheme, themeTokens } from '@bestellwerk/ui';
import { getRootStore } from '../stores/root-store.js';
import { InitGate } from './init-gate.js';
import { StoresProvider } from './stores-context.js';

/**
 * Starts a page: loads init into the shared root store, keeps the theme tokens in step with
 * the config, and renders `App` in a router below the init gate. Used by the shell and by
 * each remote running standalone.
 */
export function mountApp(App: ComponentType, container: HTMLElement): void {
  const stores = getRootStore();
  // A branch page asks for its own branch's catalogue only (a chain may have thousands).
  void stores.init.load(branchIdentifierOfPath(window.location.pathname));
  autorun(() => applyTheme(themeTokens(stores.config.config)));
  createRoot(container).render(
    <StrictMode>
      <StoresProvider value={stores}>
        <BrowserRouter>
          <InitGate>
            <App />
          </InitGate>
        </BrowserRouter>
      </StoresProvider>
    </StrictMode>,
  );
}
