import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  isCounterAppointmentPending,
  orderHeading,
  showRatingPrompt,
  type PublicOrder,
} from '@bestellwerk/domain';
import { usePageTitle, useParams, useStores } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { AppInstallHint } from './app-install-hint.js';
import { BranchContact } from './branch-contact.js';
import { CounterAppointmentPrompt } from './counter-appointment-prompt.js';
import { OrderSummary } from './order-summary.js';
import { OrderTimeline } from './order-timeline.js';
import type { OrderStatusStore } from './order-status-store.js';
import { dismissRating, isRatingDismissed } from './rating-dismissal.js';
import { RatingPrompt } from './rating-prompt.js';
import { useOrderStatus } from './use-order-status.js';
import './status.css';

/** Shown above the last data when a poll failed (ours). */
export const POLL_FAILED_NOTICE =
  'Der Status konnte gerade nicht aktualisiert werden. Wir versuchen es weiter.';

/** Shown once the questionnaire was sent (ours). */
export const RATING_THANKS = 'Vielen Dank für Ihre Bewertung!';

interface OrderViewProps {
  store: OrderStatusStore;
  order: PublicOrder;
}

/** The loaded order: heading, ticket, progress, prompts, details, contact and install hint. */
const OrderView = observer(function OrderView({ store, order }: OrderViewProps) {
  const { config, branches, cart } = useStores();
  const settings = config.config;
  const timeZone = settings?.timeZone;
  const [dismissed, setDismissed] = useState(() => isRatingDismissed(order.uid));
  const branch = branches.get(order.branch.id);
  // Back from paying online: the order stands, so the cart it came from is emptied now.
  const identifier = branch?.identifier;
  useEffect(() => {
    if (identifier && !order.isFailed) cart.settleAwaitedPayment(identifier, order.uid);
  }, [cart, identifier, order.uid, order.isFailed]);
  const rating = showRatingPrompt(order, {
    reviewEnabled: settings?.isOrderReviewEnabled === true,
    dismissed,
  });

  return (
    <article className="bw-status">
      <h1 className="bw-page-title">{orderHeading(order)}</h1>
      <p className="bw-status__ticket">
        Ticketnummer: <strong data-testid="ticket-number">{order.ticketNumber}</strong>
      </p>
      {store.pollFailed ? (
        <p className="bw-muted bw-status__poll" aria-live="polite">
          {POLL_FAILED_NOTICE}
        </p>
      ) : null}
      {isCounterAppointmentPending(order) && order.counterAppointment ? (
        <CounterAppointmentPrompt
          store={store}
          counterAppointment={order.counterAppointment}
          timeZone={timeZone}
        />
      ) : null}
      <OrderTimeline order={order} />
      {rating ? (
        <RatingPrompt
          store={store}
          onDismiss={() => {
            dismissRating(order.uid);
            setDismissed(true);
          }}
        />
      ) : null}
      {store.questionnaireSent ? (
        <p role="status" className="bw-status__section">
          {RATING_THANKS}
        </p>
      ) : null}
      <OrderSummary order={order} timeZone={timeZone} />
      {branch ? <BranchContact branch={branch} /> : null}
      <AppInstallHint pluginEnabled={settings?.enablePluginPWA === true} />
    </article>
  );
});

/**
 * `/status/:uid/:hash`: the public status of one order, polled every 10 s until it ends. A wrong
 * link answers 404 and gets its own message; a failed later poll keeps the last data.
 */
export const StatusPage = observer(function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  usePageTitle({ kind: 'status' });
  const store = useOrderStatus(uid, hash);

  if (store.order) return <OrderView key={store.order.uid} store={store} order={store.order} />;
  if (store.loadError) {
    return store.loadError.status === 404 ? (
      <ErrorMessage
        title="Bestellung nicht gefunden."
        text="Bitte prüfen Sie den Link aus Ihrer Bestellbestätigung."
      />
    ) : (
      <ErrorMessage
        title="Die Bestellung konnte nicht geladen werden."
        text={store.loadError.message}
        onRetry={() => void store.load()}
      />
    );
  }
  return <Loader />;
});
