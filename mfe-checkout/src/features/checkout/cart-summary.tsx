import { observer } from 'mobx-react-lite';
import {
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  formatEuro,
  freeDeliveryHint,
  itemPricePrefix,
  minimumOrderMessage,
  unitShortName,
} from '@bestellwerk/domain';
import type { CartStore } from '@bestellwerk/client';

function withPrefix(prefix: string, euros: number): string {
  return [prefix, formatEuro(euros)].filter(Boolean).join(' ');
}

const money = (euros: number) => formatEuro(euros);

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
  const isDelivery = cart.deliveryMethod === 'delivery';
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
                  ? withPrefix(
                      itemPricePrefix(line.calculationModel, line.isPriceHidden),
                      line.gross,
                    )
                  : 'Nicht verfügbar'}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="bw-checkout__totals">
        <div className="bw-checkout__total-row">
          <dt>Netto</dt>
          <dd>{formatEuro(priced.pricing.totalNet)}</dd>
        </div>
        {Object.entries(priced.pricing.taxes).map(([rate, tax]) => (
          <div key={rate} className="bw-checkout__total-row">
            <dt>{`MwSt. ${rate.replace('.', ',')} %`}</dt>
            <dd>{formatEuro(tax)}</dd>
          </div>
        ))}
        {isDelivery ? (
          <div className="bw-checkout__total-row">
            <dt>Liefergebühr</dt>
            <dd>
              {priced.isDeliveryFree ? 'kostenlos' : formatEuro(priced.pricing.deliveryGross)}
            </dd>
          </div>
        ) : null}
        <div className="bw-checkout__total-row bw-checkout__total-row--gross">
          <dt>Gesamt</dt>
          <dd>
            {withPrefix(
              priced.isApproximate ? APPROXIMATE_PRICE_PREFIX : '',
              priced.pricing.totalGross,
            )}
          </dd>
        </div>
      </dl>
      {priced.isApproximate ? <p className="bw-muted">{APPROXIMATE_PRICE_NOTICE}</p> : null}
      {priced.minimumOrder ? (
        <p className="bw-checkout__minimum" role="status">
          {minimumOrderMessage(priced.minimumOrder, money)}
        </p>
      ) : null}
      {priced.freeDelivery ? (
        <p className="bw-checkout__free-delivery">{freeDeliveryHint(priced.freeDelivery, money)}</p>
      ) : null}
    </section>
  );
});
