import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '@bestellwerk/ui';

export interface CheckoutModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the checkout (donation recipient, legal texts), built like the storefront's:
 * labelled by its heading, focus moves in and back, Tab stays inside, Escape, the close button
 * and a click on the backdrop close it.
 */
export function CheckoutModal({ title, onClose, children }: CheckoutModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useDialogFocus(dialog, { onEscape: () => close.current(), trap: true });
  const titleId = `checkout-dialog-${title.replace(/\W+/g, '-')}`;

  return (
    <div
      className="bw-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="bw-modal bw-checkout-modal"
      >
        <div className="bw-checkout-modal__header">
          <h2 id={titleId} className="bw-checkout-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="bw-icon-button"
            aria-label="Schließen"
            onClick={() => close.current()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
