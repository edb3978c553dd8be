import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadState } from '@bestellwerk/ui';
import { useStores } from './stores-context.js';

/** Shows a loader while init loads, the spec's German error with a retry when it failed, else the children. */
export const InitGate = observer(function InitGate({ children }: { children: ReactNode }) {
  const { init } = useStores();
  return (
    <LoadState
      status={init.status}
      errorTitle="Die Daten konnten nicht geladen werden."
      errorText="Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut."
      onRetry={() => void init.load()}
    >
      {children}
    </LoadState>
  );
});
