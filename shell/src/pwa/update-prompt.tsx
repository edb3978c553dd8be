import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, useDialogFocus } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';
import './pwa-dialogs.css';

const UpdatePromptDialog = observer(function UpdatePromptDialog() {
  const pwa = usePwaStore();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { onEscape: () => pwa.closeUpdatePrompt(), unprompted: true });
  return (
    <div
      ref={dialog}
      className="pwa-toast"
      role="dialog"
      aria-labelledby="pwa-update-title"
      aria-describedby="pwa-update-text"
      tabIndex={-1}
    >
      <h2 id="pwa-update-title" className="pwa-toast__title">
        Update installiert
      </h2>
      <p id="pwa-update-text">
        Eine neue Version ist bereit. Starten Sie die App neu, um sie zu verwenden.
      </p>
      <div className="pwa-toast__actions">
        <Button onClick={() => pwa.restart()} disabled={pwa.refreshing}>
          {pwa.refreshing ? 'Bitte warten...' : 'Neu starten'}
        </Button>
        <Button variant="secondary" onClick={() => pwa.closeUpdatePrompt()}>
          Später
        </Button>
      </div>
    </div>
  );
});

/** The update-installed prompt (spec §2 "Global overlays"): shown while a new worker waits. */
export const UpdatePrompt = observer(function UpdatePrompt() {
  const pwa = usePwaStore();
  return pwa.updateAvailable ? <UpdatePromptDialog /> : null;
});
