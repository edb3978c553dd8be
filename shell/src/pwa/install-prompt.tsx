import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';
import { PwaToast } from './pwa-toast.js';

const InstallPromptDialog = observer(function InstallPromptDialog() {
  const pwa = usePwaStore();
  const { config } = useStores();
  const name = config.shopName || 'unseren Shop';
  return (
    <PwaToast
      id="install"
      title="App installieren"
      text={`Installieren Sie ${name} als App auf Ihrem Gerät: schneller bestellen, auch unterwegs.`}
      onEscape={() => pwa.dismissInstallPrompt()}
    >
      <Button onClick={() => void pwa.install()}>Installieren</Button>
      <Button variant="secondary" onClick={() => pwa.dismissInstallPrompt()}>
        Nicht jetzt
      </Button>
    </PwaToast>
  );
});

/** The install prompt (storefront.md §4 "Cookie consent"); 'Nicht jetzt' and Escape dismiss it for a month. */
export const InstallPrompt = observer(function InstallPrompt() {
  const pwa = usePwaStore();
  return pwa.installPromptVisible ? <InstallPromptDialog /> : null;
});
