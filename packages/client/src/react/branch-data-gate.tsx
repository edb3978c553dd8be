import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadState } from '@bestellwerk/ui';
import { useParams } from '../routing/router.js';
import { INIT_ERROR_TEXTS } from './init-gate.js';
import { useStores } from './stores-context.js';

/**
 * Around the pages of one branch (`/store/:branch` and its checkout): when the stores hold
 * another branch's catalogue (start data are loaded per branch), loads this branch's first and
 * shows the loader meanwhile, so neither the menu nor the cart (whose items are checked against
 * the products) ever sees the wrong branch's products. A failure shows the init error with retry.
 */
export const BranchDataGate = observer(function BranchDataGate({
  children,
}: {
  children: ReactNode;
}) {
  const { branch = '' } = useParams();
  const { init } = useStores();
  const covered = init.covers(branch);
  useEffect(() => {
    if (!covered) void init.showBranch(branch);
  }, [init, branch, covered]);
  const failed = init.switching?.branch === branch && init.switching.error !== null;
  return (
    <LoadState
      status={covered ? 'done' : failed ? 'error' : 'loading'}
      {...INIT_ERROR_TEXTS}
      onRetry={() => void init.showBranch(branch)}
    >
      {children}
    </LoadState>
  );
});
