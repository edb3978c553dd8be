import { ErrorMessage } from '@bestellwerk/ui';

/** What an area shows when its remote could not be loaded or crashed; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorMessage
      data-testid="remote-fallback"
      title="Dieser Bereich konnte nicht geladen werden."
      text="Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut."
      onRetry={onRetry}
    />
  );
}
