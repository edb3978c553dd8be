import {
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  formatEuro,
  freeDeliveryHint,
  minimumOrderMessage,
  type CartPriceResult,
} from '@bestellwerk/domain';

export interface CartTotalsProps {
  /** The cart as the domain priced it. */
  priced: CartPriceResult;
  /** Show the delivery fee row (a delivery order). */
  isDelivery: boolean;
}

const money = (euros: number) => formatEuro(euros);

/**
 * The totals of a priced cart, as the cart panel and the checkout show them: net, tax per rate,
 * the delivery fee ('kostenlos' when waived), the gross total ('ca.' and the notice when
 * approximate or hidden), the minimum-order message and the free-delivery hint.
 */
export function CartTotals({ priced, isDelivery }: CartTotalsProps) {
  const hasItems = priced.items.length > 0;
  return (
    <>
      <dl className="bw-totals">
        <div className="bw-totals__row">
          <dt>Netto</dt>
          <dd>{formatEuro(priced.pricing.totalNet)}</dd>
        </div>
        {Object.entries(priced.pricing.taxes).map(([rate, tax]) => (
          <div key={rate} className="bw-totals__row">
            <dt>{`MwSt. ${rate.replace('.', ',')} %`}</dt>
            <dd>{formatEuro(tax)}</dd>
          </div>
        ))}
        {isDelivery ? (
          <div className="bw-totals__row">
            <dt>Liefergebühr</dt>
            <dd>
              {priced.isDeliveryFree ? 'kostenlos' : formatEuro(priced.pricing.deliveryGross)}
            </dd>
          </div>
        ) : null}
        <div className="bw-totals__row bw-totals__row--gross">
          <dt>Gesamt</dt>
          <dd>
            {[
              priced.isApproximate ? APPROXIMATE_PRICE_PREFIX : '',
              formatEuro(priced.pricing.totalGross),
            ]
              .filter(Boolean)
              .join(' ')}
          </dd>
        </div>
      </dl>
      {priced.isApproximate && hasItems ? (
        <p className="bw-muted bw-totals__notice">{APPROXIMATE_PRICE_NOTICE}</p>
      ) : null}
      {priced.minimumOrder && hasItems ? (
        <p className="bw-totals__minimum" role="status">
          {minimumOrderMessage(priced.minimumOrder, money)}
        </p>
      ) : null}
      {priced.freeDelivery && hasItems ? (
        <p className="bw-totals__free-delivery">{freeDeliveryHint(priced.freeDelivery, money)}</p>
      ) : null}
    </>
  );
}
