import { useEffect } from 'react';
import { useStores } from './stores-context.js';

/** Sets the document title to the given parts followed by the shop name, joined by " - ". */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const { config } = useStores();
  const title = [...parts, config.shopName].filter(Boolean).join(' - ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
