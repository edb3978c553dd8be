import { orderProgressSteps, type Order } from '@bestellwerk/domain';

/** Where the order stands on the customer's timeline (the domain's steps), the current step marked. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="bo-timeline" aria-label="Bestellfortschritt">
      {orderProgressSteps(order).map((step) => (
        <li
          key={step.key}
          className={`bo-timeline__step bo-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="bo-timeline__marker" aria-hidden="true">
            {step.state === 'done' ? '✓' : ''}
          </span>
          {step.label}
          {step.state === 'done' ? <span className="bw-visually-hidden"> (erledigt)</span> : null}
        </li>
      ))}
    </ol>
  );
}
