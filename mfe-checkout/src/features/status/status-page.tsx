import type { PublicOrder } from '@bestellwerk/domain';
import { useApiQuery, usePageTitle, useParams } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { isOrderCancelled, orderStatusLine } from './order-status.js';

/** `/status/:uid/:hash`: the public status of one order. Polling and the timeline come with a later issue. */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  usePageTitle({ kind: 'status' });
  const order = useApiQuery(
    (api, signal) =>
      api.get<PublicOrder>(
        `/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
        { signal },
      ),
    [uid, hash],
  );

  if (order.status === 'loading') return <Loader />;
  if (order.status === 'error') {
    return order.error.status === 404 ? (
      <ErrorMessage
        title="Bestellung nicht gefunden."
        text="Bitte prüfen Sie den Link aus Ihrer Bestellbestätigung."
      />
    ) : (
      <ErrorMessage
        title="Die Bestellung konnte nicht geladen werden."
        text={order.error.message}
        onRetry={order.reload}
      />
    );
  }
  const { data } = order;
  return (
    <article>
      <h1 className="bw-page-title">
        {isOrderCancelled(data)
          ? 'Ihre Bestellung wurde storniert.'
          : 'Vielen Dank für Ihre Bestellung!'}
      </h1>
      <p>
        Ticketnummer: <strong data-testid="ticket-number">{data.ticketNumber}</strong>
      </p>
      <p role="status">{orderStatusLine(data)}</p>
      {data.isRejected && data.rejectionMessage ? <p>{data.rejectionMessage}</p> : null}
    </article>
  );
}
