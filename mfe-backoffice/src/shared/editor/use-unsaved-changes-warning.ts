import { useEffect } from 'react';

/** The question asked before unsaved changes are dropped. */
export const UNSAVED_CHANGES_QUESTION =
  'Es gibt ungespeicherte Änderungen. Möchten Sie die Seite trotzdem verlassen?';

const browserConfirm = (question: string): boolean => window.confirm(question);

/** Whether a click on a link leaves the page in this tab (not a new tab, download or anchor). */
function leavesPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  const href = link.getAttribute('href');
  return !!href && !href.startsWith('#');
}

/**
 * While `isDirty`, asks before the page is left: the browser's own prompt on reload, close or
 * external navigation (`beforeunload`), and a confirm on any in-app link (checked in the capture
 * phase, before the router's link handler; a declined confirm cancels the click). The router in
 * use has no navigation blocker, so the browser's back button is not covered.
 */
export function useUnsavedChangesWarning(
  isDirty: boolean,
  confirm: (question: string) => boolean = browserConfirm,
): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !leavesPage(event, link)) return;
      if (confirm(UNSAVED_CHANGES_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty, confirm]);
}
