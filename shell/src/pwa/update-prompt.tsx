import { observer } from 'mobx-react-lite';
import { Button } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';
import { PwaToast } from './pwa-toast.js';

const UpdatePromptDialog = observer(function UpdatePromptDialog() {
  const pwa = usePwaStore();
  return (
    <PwaToast
      id="update"
      title="Update installiert"
      text="Eine neue Version ist bereit. Starten Sie die App neu, um sie zu verwenden."
      onEscape={() => pwa.closeUpdatePrompt()}
    >
      <Button onClick={() => pwa.restart()} disabled={pwa.refreshing}>
        {pwa.refreshing ? 'Bitte warten...' : 'Neu starten'}
      </Button>
      <Button variant="secondary" onClick={() => pwa.closeUpdatePrompt()}>
        Später
      </Button>
    </PwaToast>
  );
});

/** The update-installed prompt (storefront.md §2 "Global overlays"): shown while a new worker waits. */
export const UpdatePrompt = observer(function UpdatePrompt() {
  const pwa = usePwaStore();
  return pwa.updateAvailable ? <UpdatePromptDialog /> : null;
});
