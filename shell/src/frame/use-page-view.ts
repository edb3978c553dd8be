import { useEffect } from 'react';
import { pageViewEvent } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';

/** The remote names its page a moment after the route changes; the view is sent after that. */
export const PAGE_VIEW_DELAY_MS = 500;

/**
 * Sends a page-view event for every public page the visitor opens (`isPublicPage`), when they
 * have consented. Staff, TV and time-tracking pages are not tracked.
 */
export function usePageView(pathname: string, isPublicPage: boolean): void {
  const { analytics } = useStores();
  useEffect(() => {
    if (!isPublicPage) return;
    const timer = setTimeout(
      () => analytics.track(pageViewEvent(pathname, document.title)),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [analytics, pathname, isPublicPage]);
}
