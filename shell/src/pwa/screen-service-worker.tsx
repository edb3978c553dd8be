import { useEffect } from 'react';
import { usePwaStore } from './pwa-context.js';

/**
 * Mounted on screens without the shop's frame that must survive a restart offline (the TVs):
 * starts the service worker's registration only, without the PWA overlays.
 */
export function ScreenServiceWorker() {
  const pwa = usePwaStore();
  useEffect(() => pwa.startForScreen(), [pwa]);
  return null;
}
