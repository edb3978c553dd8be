import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { Loader } from '@bestellwerk/ui';
import { LazyPartBoundary, lazyPart } from '../../shared/lazy-part.js';
import type { CartContentsProps } from './cart-contents.js';
import { CartErrors } from './cart-errors.js';
import { CartOrderSetup } from './cart-order-setup.js';

/**
 * The cart with items (item lines, totals, order limits, the order button) in a chunk of its
 * own: a first visit starts with an empty cart, so the branch page loads it only once something
 * is added, or earlier through `preload()` with the item dialog.
 */
export const LazyCartContents = lazyPart(() =>
  import('./cart-contents.js').then((module) => module.CartContents),
);

/**
 * What the cart shows: when empty, the notice with the order type and delivery area (and what
 * blocks an order there); with items, the full contents, loaded on demand.
 */
export const CartBody = observer(function CartBody(props: CartContentsProps) {
  const { cart } = useStores();
  if (cart.items.length > 0) {
    return (
      <LazyPartBoundary>
        <Suspense fallback={<Loader />}>
          <LazyCartContents {...props} />
        </Suspense>
      </LazyPartBoundary>
    );
  }
  const blocking = cart
    .price(props.now)
    .errors.filter((error) => error.field && error.field !== 'items');
  return (
    <div className="bw-cart__contents">
      <p>Ihr Warenkorb ist leer.</p>
      <CartOrderSetup />
      <CartErrors errors={blocking} />
    </div>
  );
});
