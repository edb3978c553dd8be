import { useEffect } from 'react';
import './full-screen-page.css';

/** The class on <html> while a TV page is open. */
export const FULL_SCREEN_CLASS = 'signage-screen';

/** The page is a TV screen while mounted: black, no cursor, no scrollbars (see the CSS). */
export function useFullScreenPage(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(FULL_SCREEN_CLASS);
    return () => root.classList.remove(FULL_SCREEN_CLASS);
  }, []);
}
