import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { Button, useDialogFocus } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';
import { INSTALL_INSTRUCTIONS } from './install-steps.js';
import './pwa-dialogs.css';

const InstructionsDialog = observer(function InstructionsDialog() {
  const pwa = usePwaStore();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => pwa.closeInstallInstructions();
  useDialogFocus(dialog, { onEscape: close, trap: true });
  const { title, steps } = INSTALL_INSTRUCTIONS[pwa.platform];
  return createPortal(
    <div className="pwa-backdrop" onClick={close}>
      <div
        ref={dialog}
        className="pwa-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pwa-instructions-title"
        data-platform={pwa.platform}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="pwa-instructions-title" className="pwa-dialog__title">
          {title}
        </h2>
        <ol className="pwa-dialog__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button onClick={close}>Schließen</Button>
      </div>
    </div>,
    document.body,
  );
});

/** Install instructions for Android, iPad, iPhone or other browsers (storefront.md §2 "Global overlays"). */
export const InstallInstructions = observer(function InstallInstructions() {
  const pwa = usePwaStore();
  return pwa.installInstructionsOpen ? <InstructionsDialog /> : null;
});
