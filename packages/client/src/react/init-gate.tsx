import { useDeferredValue, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadState } from '@bestellwerk/ui';
import { useStores } from './stores-context.js';

/** The spec's German error when the start data could not be loaded. */
export const INIT_ERROR_TEXTS = {
  errorTitle: 'Die Daten konnten nicht geladen werden.',
  errorText: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
} as const;

/**
 * Shows a loader while init loads, the spec's German error with a retry when it failed, else the
 * children. The status is deferred: the page that follows init renders as a transition, in
 * slices that leave the main thread free, instead of in one long task.
 */
export const InitGate = observer(function InitGate({ children }: { children: ReactNode }) {
  const { init } = useStores();
  const status = useDeferredValue(init.status);
  return (
    <LoadState status={status} {...INIT_ERROR_TEXTS} onRetry={() => void init.load()}>
      {children}
    </LoadState>
  );
});
