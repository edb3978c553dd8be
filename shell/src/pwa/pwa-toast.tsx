import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '@bestellwerk/ui';
import './pwa-dialogs.css';

export interface PwaToastProps {
  /** Names the ids of title and text (`pwa-<id>-title`, `pwa-<id>-text`). */
  id: string;
  title: string;
  text: ReactNode;
  /** Escape closes the toast as its second button does. */
  onEscape: () => void;
  /** The buttons. */
  children: ReactNode;
}

/** A PWA prompt: a non-modal dialog that does not take the focus, titled and described, with buttons. */
export function PwaToast({ id, title, text, onEscape, children }: PwaToastProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { onEscape, unprompted: true });
  return (
    <div
      ref={dialog}
      className="pwa-toast"
      role="dialog"
      aria-labelledby={`pwa-${id}-title`}
      aria-describedby={`pwa-${id}-text`}
      tabIndex={-1}
    >
      <h2 id={`pwa-${id}-title`} className="pwa-toast__title">
        {title}
      </h2>
      <p id={`pwa-${id}-text`}>{text}</p>
      <div className="pwa-toast__actions">{children}</div>
    </div>
  );
}
