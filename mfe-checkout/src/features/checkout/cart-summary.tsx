import { observer } from 'mobx-react-lite';
import { itemPriceText, unitShortName } from '@bestellwerk/domain';
import type { CartStore } from '@bestellwerk/client';
import { CartTotals } from '@bestellwerk/ui';

/**
 * The cart at checkout: items with their prices, net, taxes per rate, the delivery fee, the
 * gross total ('ca.' and the notice when approximate or hidden), the minimum-order message and
 * the free-delivery hint.
 */
export const CartSummary = observer(function CartSummary({
  cart,
  now,
}: {
  cart: CartStore;
  now: Date;
}) {
  const priced = cart.price(now);
  return (
    <section className="bw-checkout__section bw-checkout__summary" aria-labelledby="checkout-cart">
      <h2 id="checkout-cart" className="bw-checkout__legend">
        Warenkorb
      </h2>
      <ul className="bw-checkout__items">
        {cart.items.map((item, index) => {
          const line = priced.items.find((candidate) => candidate.index === index);
          return (
            <li key={index} className="bw-checkout__item">
              <span>
                <span className="bw-checkout__item-name">{item.product.name}</span>
                <span className="bw-muted">{` ${item.amount} ${unitShortName(item.unit)}`}</span>
                {line?.parts.map((part) => (
                  <span key={part.name} className="bw-checkout__item-part bw-muted">
                    {`${part.name}: ${part.uploads.length > 0 ? `${part.uploads.length} Datei(en)` : part.values.join(', ')}`}
                  </span>
                ))}
              </span>
              <span className="bw-checkout__price">
                {line
                  ? itemPriceText(line.calculationModel, line.isPriceHidden, line.gross)
                  : 'Nicht verfügbar'}
              </span>
            </li>
          );
        })}
      </ul>
      <CartTotals priced={priced} isDelivery={cart.deliveryMethod === 'delivery'} />
    </section>
  );
});
