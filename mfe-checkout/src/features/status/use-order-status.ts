import { useEffect, useMemo } from 'react';
import { useStores } from '@bestellwerk/client';
import { OrderStatusStore } from './order-status-store.js';

/**
 * The status store of one order for a page: one per uid and hash, polling while mounted and
 * stopped on unmount (a restart after a stop is fine, so strict mode's double effect is too).
 */
export function useOrderStatus(uid: string, hash: string): OrderStatusStore {
  const { api } = useStores();
  const store = useMemo(() => new OrderStatusStore(api, uid, hash), [api, uid, hash]);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return store;
}
