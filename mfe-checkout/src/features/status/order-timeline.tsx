import {
  isOrderCancelled,
  orderProgressSteps,
  orderStatusLine,
  type PublicOrder,
} from '@bestellwerk/domain';

export interface OrderTimelineProps {
  order: PublicOrder;
}

/**
 * Where the order stands: one announced status line (read out when a poll changes it) and the
 * steps as an ordered list, the current one marked with `aria-current="step"`; steps passed and
 * the reached 'Abgeschlossen' carry a tick.
 */
export function OrderTimeline({ order }: OrderTimelineProps) {
  const steps = orderProgressSteps(order);
  return (
    <section className="bw-status__section" aria-labelledby="bw-status-progress">
      <h2 id="bw-status-progress" className="bw-visually-hidden">
        Bestellfortschritt
      </h2>
      <p role="status" className="bw-status__line">
        {orderStatusLine(order)}
      </p>
      <ol className="bw-timeline">
        {steps.map((step) => {
          // A reached 'Abgeschlossen' is the end of the order: ticked like the steps before it.
          const isTicked =
            step.state === 'done' || (step.key === 'completed' && step.state === 'current');
          const look = isTicked ? 'done' : step.state;
          return (
            <li
              key={step.key}
              className={`bw-timeline__step bw-timeline__step--${look} bw-timeline__step--${step.key}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="bw-timeline__marker" aria-hidden="true">
                {isTicked ? '✓' : ''}
              </span>
              <span className="bw-timeline__label">{step.label}</span>
              {isTicked ? <span className="bw-visually-hidden"> (erledigt)</span> : null}
            </li>
          );
        })}
      </ol>
      {isOrderCancelled(order) && order.rejectionMessage ? (
        <p className="bw-status__rejection">{order.rejectionMessage}</p>
      ) : null}
    </section>
  );
}
