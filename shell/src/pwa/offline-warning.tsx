import { observer } from 'mobx-react-lite';
import { Button } from '@bestellwerk/ui';
import { usePwaStore } from './pwa-context.js';

/** storefront.md §8 "Offline": shown while the browser is offline, with a retry that reloads the page. */
export const OfflineWarning = observer(function OfflineWarning() {
  const pwa = usePwaStore();
  if (!pwa.offline) return null;
  return (
    <div className="pwa-offline" role="alert">
      <p className="pwa-offline__text">
        Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.
      </p>
      <Button variant="secondary" onClick={() => pwa.reload()}>
        Erneut versuchen
      </Button>
    </div>
  );
});
