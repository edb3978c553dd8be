import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@bestellwerk/ui';

/**
 * The overlay after sending the contact form: a modal dialog that closes by its OK button, a
 * click outside the dialog, or Escape. Focus stays inside while it is open.
 */
export function ThankYouDialog({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { trap: true });
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div
      className="bw-thank-you"
      data-testid="thank-you-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="bw-thank-you__dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Vielen Dank"
        tabIndex={-1}
      >
        <div className="bw-thank-you__text">{children}</div>
        <button type="button" className="bw-button bw-button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </div>,
    document.body,
  );
}
