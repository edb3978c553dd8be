import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the visitor is typing somewhere: a prompt that opens by itself must not take the focus then. */
function isEditing(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

export interface DialogFocusOptions {
  /** Escape closes the dialog (left to the dialog itself when not given). */
  onEscape?(): void;
  /** Tab and Shift+Tab stay inside (modal dialogs). */
  trap?: boolean;
  /** Opened by itself, not by the visitor: leaves the focus where the visitor is typing. */
  unprompted?: boolean;
}

/** The dialogs shown now, in the order they opened. */
const openDialogs: HTMLElement[] = [];

/**
 * The dialog a key press belongs to: the innermost open one holding the focus, else the one
 * opened last. Only it answers Escape and Tab, so two dialogs never both react to one key.
 */
function keyOwner(): HTMLElement | undefined {
  const active = document.activeElement;
  const open = [...openDialogs].reverse();
  return open.find((dialog) => dialog.contains(active)) ?? open[0];
}

/**
 * Moves the focus into a dialog while it is shown (its first control), closes it on Escape,
 * optionally keeps Tab inside, and gives the focus back to where it was when it goes away.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  { onEscape, trap = false, unprompted = false }: DialogFocusOptions,
): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!(unprompted && isEditing(previous))) (focusables()[0] ?? element).focus();

    openDialogs.push(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keyOwner() !== element) return;
      if (event.key === 'Escape' && latest.current) {
        event.preventDefault();
        latest.current?.();
        return;
      }
      if (!trap || event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0] ?? element;
      const last = items[items.length - 1] ?? element;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(element), 1);
      // Only when the focus went away with the dialog (it was inside), not when the visitor moved on.
      const active = document.activeElement;
      const lost = !active || active === document.body || element.contains(active);
      if (lost && previous?.isConnected) previous.focus();
    };
  }, [dialog, trap, unprompted]);
}
