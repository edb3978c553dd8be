import { RichText } from '@bestellwerk/ui';
import { CheckoutModal } from './checkout-modal.js';

/** The terms or the privacy policy as configured, in an overlay over the checkout. */
export function LegalOverlay({
  title,
  html,
  onClose,
}: {
  title: string;
  html: string;
  onClose: () => void;
}) {
  return (
    <CheckoutModal title={title} onClose={onClose}>
      <RichText html={html} className="bw-checkout-modal__text" />
    </CheckoutModal>
  );
}
