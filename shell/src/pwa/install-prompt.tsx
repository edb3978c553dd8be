import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { Button, useDialogFocus } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';
import './pwa-dialogs.css';

const InstallPromptDialog = observer(function InstallPromptDialog() {
  const pwa = usePwaStore();
  const { config } = useStores();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { onEscape: () => pwa.dismissInstallPrompt(), unprompted: true });
  const name = config.shopName || 'unseren Shop';
  return (
    <div
      ref={dialog}
      className="pwa-toast"
      role="dialog"
      aria-labelledby="pwa-install-title"
      aria-describedby="pwa-install-text"
      tabIndex={-1}
    >
      <h2 id="pwa-install-title" className="pwa-toast__title">
        App installieren
      </h2>
      <p id="pwa-install-text">
        {`Installieren Sie ${name} als App auf Ihrem Gerät: schneller bestellen, auch unterwegs.`}
      </p>
      <div className="pwa-toast__actions">
        <Button onClick={() => void pwa.install()}>Installieren</Button>
        <Button variant="secondary" onClick={() => pwa.dismissInstallPrompt()}>
          Nicht jetzt
        </Button>
      </div>
    </div>
  );
});

/** The install prompt (spec §4 "Cookie consent"); 'Nicht jetzt' and Escape dismiss it for a month. */
export const InstallPrompt = observer(function InstallPrompt() {
  const pwa = usePwaStore();
  return pwa.installPromptVisible ? <InstallPromptDialog /> : null;
});
