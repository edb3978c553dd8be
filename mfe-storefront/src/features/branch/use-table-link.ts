import { useEffect, useRef } from 'react';
import { useLocation, type CartStore } from '@bestellwerk/client';

/**
 * Reads `?table={identifier}` of a table's QR code (`/store/{branch}?table=T4`) once the branch's
 * cart is loaded: the cart switches to dine-in (when the branch offers it) and keeps the table, so
 * the checkout preselects it. Runs once per table link; the cart may be changed freely after.
 */
export function useTableLink(cart: CartStore, identifier: string, isCartReady: boolean): void {
  const { search } = useLocation();
  const table = new URLSearchParams(search).get('table')?.trim() ?? '';
  const applied = useRef<string | null>(null);

  useEffect(() => {
    const key = `${identifier}/${table}`;
    if (!isCartReady || !table || applied.current === key) return;
    applied.current = key;
    cart.setDeliveryMethod('dineIn');
    cart.setOrderDetails({ table });
  }, [cart, identifier, table, isCartReady]);
}
