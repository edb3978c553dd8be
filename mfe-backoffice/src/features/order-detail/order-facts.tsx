import { Fragment, useId } from 'react';
import {
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  formatEuro,
  formatInstantDateTime,
  isCounterAppointmentPending,
  isOrderPriceFinal,
  orderPaymentMethodLabel,
  orderPaymentState,
  orderTypeLabel,
  orderTypeOf,
  PAYMENT_STATE_LABELS,
  type Order,
} from '@bestellwerk/domain';

interface OrderFactsProps {
  order: Order;
  timeZone?: string;
}

/**
 * What the order is about: ticket number, type, table, order time, the wished time, the
 * confirmed appointment and an open counter-proposal, the comment, payment method and state.
 */
export function OrderFacts({ order, timeZone }: OrderFactsProps) {
  const headingId = useId();
  const payment = orderPaymentState(order);
  const at = (instant: string) => (
    <time dateTime={instant}>{formatInstantDateTime(instant, timeZone)}</time>
  );
  return (
    <section className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Bestellung</h2>
      <dl className="bo-facts">
        <dt>Ticketnummer</dt>
        <dd className="bo-detail__ticket" data-testid="ticket-number">
          {order.ticketNumber}
        </dd>
        <dt>Bestellart</dt>
        <dd>{orderTypeLabel(order)}</dd>
        {order.tableIdentifier ? (
          <>
            <dt>Tisch</dt>
            <dd>{order.tableIdentifier}</dd>
          </>
        ) : null}
        <dt>Bestellt am</dt>
        <dd>{at(order.createdAt)}</dd>
        {order.appointmentDate ? (
          <>
            <dt>Wunschtermin</dt>
            <dd>{at(order.appointmentDate)}</dd>
          </>
        ) : null}
        {order.appointment ? (
          <>
            <dt>Termin</dt>
            <dd>{at(order.appointment)}</dd>
          </>
        ) : null}
        {order.counterAppointment ? (
          <>
            <dt>Terminvorschlag</dt>
            <dd>
              {at(order.counterAppointment)}
              {isCounterAppointmentPending(order) ? ' (wartet auf Antwort)' : ''}
            </dd>
          </>
        ) : null}
        {order.isEnteredByStaff ? (
          <>
            <dt>Aufgenommen</dt>
            <dd>Telefonbestellung</dd>
          </>
        ) : null}
        <dt>Zahlungsart</dt>
        <dd>{orderPaymentMethodLabel(order)}</dd>
        {payment ? (
          <>
            <dt>Zahlungsstatus</dt>
            <dd>{PAYMENT_STATE_LABELS[payment]}</dd>
          </>
        ) : null}
        {order.comment ? (
          <>
            <dt>Anmerkung</dt>
            <dd className="bo-detail__comment">{order.comment}</dd>
          </>
        ) : null}
        {order.rejectionMessage ? (
          <>
            <dt>Nachricht zur Ablehnung</dt>
            <dd>{order.rejectionMessage}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The totals: net, taxes per rate, delivery fee of delivery orders, and the gross total. */
export function OrderTotals({ order }: { order: Order }) {
  const headingId = useId();
  const { pricing } = order;
  const approximate = !isOrderPriceFinal(order);
  return (
    <section className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Summen</h2>
      <dl className="bo-facts bo-totals">
        <dt>Netto</dt>
        <dd>{formatEuro(pricing.totalNet)}</dd>
        {Object.entries(pricing.taxes).map(([rate, tax]) => (
          <Fragment key={rate}>
            <dt>{`MwSt. ${rate.replace('.', ',')} %`}</dt>
            <dd>{formatEuro(tax)}</dd>
          </Fragment>
        ))}
        {orderTypeOf(order) === 'delivery' ? (
          <>
            <dt>Liefergebühr</dt>
            <dd>{pricing.deliveryGross > 0 ? formatEuro(pricing.deliveryGross) : 'kostenlos'}</dd>
          </>
        ) : null}
        <dt className="bo-totals__gross">Gesamt</dt>
        <dd className="bo-totals__gross" data-testid="order-total">
          {[approximate ? APPROXIMATE_PRICE_PREFIX : '', formatEuro(pricing.totalGross)]
            .filter(Boolean)
            .join(' ')}
        </dd>
      </dl>
      {approximate ? <p className="bw-muted">{APPROXIMATE_PRICE_NOTICE}</p> : null}
    </section>
  );
}
