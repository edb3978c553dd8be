import type { ReactNode } from 'react';
import { Modal } from '@bestellwerk/ui';

export interface CheckoutModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the checkout (donation recipient, legal texts): the shared Modal with a heading
 * that labels it and a close button; focus moves in and back, Tab stays inside, Escape, the button
 * and a click on the backdrop close it.
 */
export function CheckoutModal({ title, onClose, children }: CheckoutModalProps) {
  const titleId = `checkout-dialog-${title.replace(/\W+/g, '-')}`;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="bw-checkout-modal">
      <div className="bw-checkout-modal__header">
        <h2 id={titleId} className="bw-checkout-modal__title">
          {title}
        </h2>
        <button type="button" className="bw-icon-button" aria-label="Schließen" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </Modal>
  );
}
