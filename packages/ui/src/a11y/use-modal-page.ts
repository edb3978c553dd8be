import { useEffect } from 'react';

/**
 * While a full-screen dialog is open: the page behind it does not scroll, and every key press
 * goes to `onKeyDown`. The page's own overflow comes back when the dialog closes.
 */
export function useModalPage(onKeyDown: (event: KeyboardEvent) => void): void {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onKeyDown]);
}
