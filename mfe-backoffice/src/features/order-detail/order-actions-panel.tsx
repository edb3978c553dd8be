import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { ORDER_TRANSITION_MESSAGES, type Order } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList } from '../../shared/layout/index.js';
import {
  COUNTER_APPOINTMENT_INCOMPLETE,
  counterAppointmentInstant,
} from './counter-appointment.js';
import {
  allowedStatusActions,
  canCheckPaymentStatus,
  canResendEmail,
  canResendSms,
  ORDER_ACTION_FAILURES,
  statusActionLabel,
  type OrderActionName,
} from './order-actions.js';
import type { OrderDetailStore } from './order-detail-store.js';
import { closeOnEscape, SubformActions, SubformProblem, useFocusFirst } from './subform.js';

type OpenForm = 'counter' | 'reject' | 'cancel' | null;

/** The actions whose failures show here; an item change shows its own at its amount field. */
const PANEL_ACTIONS = (Object.keys(ORDER_ACTION_FAILURES) as OrderActionName[]).filter(
  (action) => action !== 'update-item',
);

interface FormProps {
  store: OrderDetailStore;
  close: () => void;
  now: Date;
  timeZone?: string;
}

const CounterAppointmentForm = observer(function CounterAppointmentForm({
  store,
  close,
  now,
  timeZone,
}: FormProps) {
  const ref = useFocusFirst<HTMLFormElement>();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const at = counterAppointmentInstant(
      String(form.get('date') ?? ''),
      String(form.get('time') ?? ''),
      timeZone,
    );
    if (!at) return setProblem(COUNTER_APPOINTMENT_INCOMPLETE);
    if (Date.parse(at) <= now.getTime()) return setProblem(ORDER_TRANSITION_MESSAGES.counterInPast);
    setProblem(null);
    if (await store.confirm({ counterAppointment: at })) close();
  }

  return (
    <form
      ref={ref}
      className="bo-subform"
      onSubmit={submit}
      onKeyDown={closeOnEscape(close)}
      aria-describedby={problem ? problemId : undefined}
    >
      <fieldset className="bo-subform__fields">
        <legend>Anderen Termin vorschlagen</legend>
        <p className="bw-muted">Die Kundin oder der Kunde muss den Termin annehmen.</p>
        <label className="bo-field">
          Datum
          <input name="date" type="date" required />
        </label>
        <label className="bo-field">
          Uhrzeit
          <input name="time" type="time" step={60} required />
        </label>
      </fieldset>
      <SubformProblem id={problemId} problem={problem} />
      <SubformActions
        label="Termin vorschlagen"
        busy={store.isRunning('confirm')}
        onCancel={close}
      />
    </form>
  );
});

const RejectForm = observer(function RejectForm({ store, close }: FormProps) {
  const ref = useFocusFirst<HTMLFormElement>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    if (await store.reject(message)) close();
  }
  return (
    <form ref={ref} className="bo-subform" onSubmit={submit} onKeyDown={closeOnEscape(close)}>
      <label className="bo-field">
        Nachricht an die Kundin oder den Kunden (optional)
        <textarea name="message" rows={3} maxLength={1000} />
      </label>
      <SubformActions label="Ablehnung senden" busy={store.isRunning('reject')} onCancel={close} />
    </form>
  );
});

const CancelConfirmation = observer(function CancelConfirmation({ store, close }: FormProps) {
  const ref = useFocusFirst<HTMLDivElement>();
  const questionId = useId();
  return (
    <div
      ref={ref}
      className="bo-subform"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={closeOnEscape(close)}
    >
      <p id={questionId}>Möchten Sie diese Bestellung wirklich stornieren?</p>
      <SubformActions
        label="Ja, stornieren"
        busy={store.isRunning('cancel')}
        onConfirm={async () => {
          if (await store.cancel()) close();
        }}
        onCancel={close}
      />
    </div>
  );
});

export interface OrderActionsPanelProps {
  store: OrderDetailStore;
  order: Order;
  now: Date;
  timeZone?: string;
}

/**
 * The staff actions of an order: the status actions its state allows (domain status machine),
 * with a counter-proposal, a rejection message and a confirmation step for cancelling; then the
 * payment check, resending, printing and the receipt; and the errors of failed actions.
 */
export const OrderActionsPanel = observer(function OrderActionsPanel({
  store,
  order,
  now,
  timeZone,
}: OrderActionsPanelProps) {
  const [open, setOpen] = useState<OpenForm>(null);
  const headingId = useId();
  const allowed = allowedStatusActions(order, now);
  const busy = store.actions.isBusy;
  const toggle = (form: Exclude<OpenForm, null>) => setOpen(open === form ? null : form);
  const close = () => setOpen(null);
  const formProps = { store, close, now, timeZone };
  // A sub-form of an action that is no longer allowed (the order changed) closes.
  const formAction = { counter: 'confirm', reject: 'reject', cancel: 'cancel' } as const;
  const shown: OpenForm = open && allowed.includes(formAction[open]) ? open : null;

  return (
    <section className="bo-panel bo-detail__actions" aria-labelledby={headingId}>
      <h2 id={headingId}>Aktionen</h2>
      {allowed.length > 0 ? (
        <div className="bo-actions" role="group" aria-label="Status ändern">
          {allowed.includes('confirm') ? (
            <>
              <Button disabled={busy} onClick={() => void store.confirm()}>
                {statusActionLabel('confirm', order)}
              </Button>
              <Button
                variant="secondary"
                aria-expanded={shown === 'counter'}
                onClick={() => toggle('counter')}
              >
                Anderen Termin vorschlagen
              </Button>
            </>
          ) : null}
          {allowed.includes('in-delivery') ? (
            <Button disabled={busy} onClick={() => void store.markInDelivery()}>
              {statusActionLabel('in-delivery', order)}
            </Button>
          ) : null}
          {allowed.includes('completed') ? (
            <Button disabled={busy} onClick={() => void store.complete()}>
              {statusActionLabel('completed', order)}
            </Button>
          ) : null}
          {allowed.includes('reject') ? (
            <Button
              variant="secondary"
              aria-expanded={shown === 'reject'}
              onClick={() => toggle('reject')}
            >
              {statusActionLabel('reject', order)}
            </Button>
          ) : null}
          {allowed.includes('cancel') ? (
            <Button
              variant="secondary"
              aria-expanded={shown === 'cancel'}
              onClick={() => toggle('cancel')}
            >
              {statusActionLabel('cancel', order)}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="bw-muted">Der Status dieser Bestellung kann nicht mehr geändert werden.</p>
      )}
      {shown === 'counter' ? <CounterAppointmentForm {...formProps} /> : null}
      {shown === 'reject' ? <RejectForm {...formProps} /> : null}
      {shown === 'cancel' ? <CancelConfirmation {...formProps} /> : null}

      <div className="bo-actions" role="group" aria-label="Weitere Aktionen">
        {canCheckPaymentStatus(order) ? (
          <Button
            variant="secondary"
            disabled={store.isRunning('update-payment-status')}
            onClick={() => void store.checkPaymentStatus()}
          >
            Zahlungsstatus prüfen
          </Button>
        ) : null}
        {canResendEmail(order) ? (
          <Button
            variant="secondary"
            disabled={store.isRunning('resend-email')}
            onClick={() => void store.resendEmail()}
          >
            Bestellung erneut senden (E-Mail)
          </Button>
        ) : null}
        {canResendSms(order) ? (
          <Button
            variant="secondary"
            disabled={store.isRunning('resend-sms')}
            onClick={() => void store.resendSms()}
          >
            Bestellung erneut senden (SMS)
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={store.isRunning('print')}
          onClick={() => void store.print()}
        >
          Bon drucken
        </Button>
        <a
          className="bw-button bw-button--secondary bo-link-button"
          href={store.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Beleg anzeigen<span className="bw-visually-hidden"> (öffnet in einem neuen Tab)</span>
        </a>
      </div>
      <p className={store.notice ? 'bo-notice' : 'bw-visually-hidden'} role="status">
        {store.notice ?? ''}
      </p>
      <ActionErrorList store={store.actions} actions={PANEL_ACTIONS} />
    </section>
  );
});
