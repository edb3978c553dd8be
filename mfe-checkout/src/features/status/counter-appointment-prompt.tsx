import { observer } from 'mobx-react-lite';
import { formatInstantDateTime, type DateTimeString } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { OrderStatusStore } from './order-status-store.js';

/** Shown when accepting or rejecting fails (ours; the spec gives no wording). */
export const COUNTER_APPOINTMENT_ERROR = 'Ihre Antwort konnte nicht gesendet werden.';

export interface CounterAppointmentPromptProps {
  store: OrderStatusStore;
  counterAppointment: DateTimeString;
  timeZone?: string;
}

/**
 * Staff proposed another time: the customer accepts it (the order is confirmed for that time) or
 * rejects it (the order is cancelled); either answer reloads the order.
 */
export const CounterAppointmentPrompt = observer(function CounterAppointmentPrompt({
  store,
  counterAppointment,
  timeZone,
}: CounterAppointmentPromptProps) {
  const failed =
    store.actionError &&
    (store.actionError.action === 'confirm-counter' ||
      store.actionError.action === 'reject-counter')
      ? store.actionError.error
      : null;
  const busy = store.pending === 'confirm-counter' || store.pending === 'reject-counter';
  return (
    <section className="bw-status__section bw-status__counter" aria-labelledby="bw-status-counter">
      <h2 id="bw-status-counter" className="bw-status__heading">
        Neuer Terminvorschlag
      </h2>
      <p>
        Zu Ihrem gewünschten Zeitpunkt können wir Ihre Bestellung leider nicht annehmen. Wir
        schlagen Ihnen stattdessen folgenden Termin vor:{' '}
        <strong data-testid="counter-appointment">
          {`${formatInstantDateTime(counterAppointment, timeZone)} Uhr`}
        </strong>
      </p>
      <p className="bw-muted">Wenn Sie den Vorschlag ablehnen, wird Ihre Bestellung storniert.</p>
      <div className="bw-status__actions">
        <Button disabled={busy} onClick={() => void store.confirmCounterAppointment()}>
          Termin annehmen
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void store.rejectCounterAppointment()}
        >
          Termin ablehnen
        </Button>
      </div>
      {busy ? (
        <p role="status" className="bw-muted">
          Bitte warten...
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="bw-status__error">
          {`${COUNTER_APPOINTMENT_ERROR} ${failed.message}`}
        </p>
      ) : null}
    </section>
  );
});
