import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../a11y/use-dialog-focus.js';

export interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  /** A class beside `bw-modal` (the app styles `bw-modal` and its backdrop). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: labelled by its heading, focus moves in on open and back to the opener on
 * close, Tab and Shift+Tab stay inside, Escape and a click on the backdrop close it.
 */
export function Modal({ labelledBy, onClose, className, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useDialogFocus(dialog, { onEscape: () => close.current(), trap: true });

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
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={['bw-modal', className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>
  );
}
