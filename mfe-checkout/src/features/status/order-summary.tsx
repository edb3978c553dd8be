import {
  amountText,
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  formatEuro,
  formatInstantDateTime,
  isOrderPriceFinal,
  orderItemPriceText,
  orderTime,
  orderTypeOf,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  orderPaymentState,
  unitShortName,
  type OrderItem,
  type PublicOrder,
} from '@bestellwerk/domain';

const withPrefix = (prefix: string, euros: number): string =>
  [prefix, formatEuro(euros)].filter(Boolean).join(' ');

function partText(part: OrderItem['parts'][number]): string {
  const value =
    part.uploads.length > 0 ? `${part.uploads.length} Datei(en)` : part.values.join(', ');
  return `${part.name}: ${value}`;
}

export interface OrderSummaryProps {
  order: PublicOrder;
  /** IANA zone of the branches' wall clocks (config.timeZone); Vienna when unknown. */
  timeZone?: string;
}

/**
 * What was ordered: order type, table, appointment or wished time, payment method and (online)
 * payment state, the items with amount, unit, parts and prices, and the totals with taxes;
 * prices carry 'ca.' and the notice until the order's price is final (`isOrderPriceFinal`: a
 * completed order shows its final price).
 */
export function OrderSummary({ order, timeZone }: OrderSummaryProps) {
  const type = orderTypeOf(order);
  const time = orderTime(order);
  const payment = orderPaymentState(order);
  const isPriceFinal = isOrderPriceFinal(order);
  const approximate = !isPriceFinal;
  const { pricing } = order;

  return (
    <section className="bw-status__section" aria-labelledby="bw-status-order">
      <h2 id="bw-status-order" className="bw-status__heading">
        Ihre Bestellung
      </h2>
      <dl className="bw-status__facts">
        <div>
          <dt>Bestellart</dt>
          <dd>{ORDER_TYPE_LABELS[type]}</dd>
        </div>
        {order.tableIdentifier ? (
          <div>
            <dt>Tisch</dt>
            <dd>{order.tableIdentifier}</dd>
          </div>
        ) : null}
        {time ? (
          <div>
            <dt>{time.label}</dt>
            <dd data-testid="order-time">{formatInstantDateTime(time.at, timeZone)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Zahlungsart</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        {payment ? (
          <div>
            <dt>Zahlungsstatus</dt>
            <dd className={`bw-status__payment bw-status__payment--${payment}`}>
              {PAYMENT_STATE_LABELS[payment]}
            </dd>
          </div>
        ) : null}
      </dl>

      {order.items.length > 0 ? (
        <ul className="bw-status__items" aria-label="Bestellte Produkte">
          {order.items.map((item) => (
            <li key={item.index} className="bw-status__item">
              <div className="bw-status__item-main">
                <span className="bw-status__item-name">{item.name}</span>
                <span className="bw-status__item-amount">
                  {`${amountText(item.amount)} ${unitShortName(item.unit)}`}
                </span>
                {item.parts.map((part) => (
                  <span key={part.name} className="bw-status__item-part bw-muted">
                    {partText(part)}
                  </span>
                ))}
              </div>
              <span className="bw-status__item-price">
                {orderItemPriceText(item, isPriceFinal)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="bw-status__totals">
        <div className="bw-status__total-row">
          <dt>Netto</dt>
          <dd>{formatEuro(pricing.totalNet)}</dd>
        </div>
        {Object.entries(pricing.taxes).map(([rate, tax]) => (
          <div key={rate} className="bw-status__total-row">
            <dt>{`MwSt. ${rate.replace('.', ',')} %`}</dt>
            <dd>{formatEuro(tax)}</dd>
          </div>
        ))}
        {type === 'delivery' ? (
          <div className="bw-status__total-row">
            <dt>Liefergebühr</dt>
            <dd>{pricing.deliveryGross > 0 ? formatEuro(pricing.deliveryGross) : 'kostenlos'}</dd>
          </div>
        ) : null}
        <div className="bw-status__total-row bw-status__total-row--gross">
          <dt>Gesamt</dt>
          <dd data-testid="order-total">
            {withPrefix(approximate ? APPROXIMATE_PRICE_PREFIX : '', pricing.totalGross)}
          </dd>
        </div>
      </dl>
      {approximate ? (
        <p className="bw-muted bw-status__notice">{APPROXIMATE_PRICE_NOTICE}</p>
      ) : null}
    </section>
  );
}
