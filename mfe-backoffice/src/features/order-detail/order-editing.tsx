import { useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { isTerminalOrder, type Order } from '@bestellwerk/domain';
import { useNavigate, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  DeliveryAreaField,
  ErrorSummary,
  FieldError,
  FormLookProvider,
  OrderTypeField,
  TableField,
  useControlProps,
} from '@bestellwerk/ui/forms';
import { CustomerFields } from '../phone-order/index.js';
import { ConfirmDelete } from '../../shared/layout/index.js';
import type { OrderDetailStore } from './order-detail-store.js';
import { editErrorId, editFieldId, ORDER_EDIT_FORM } from './order-edit-form.js';
import { ORDER_EDIT_MESSAGES, OrderEditStore } from './order-edit-store.js';
import { closeOnEscape, SubformActions, useFocusFirst } from './subform.js';

/** What the delete dialog tells before an admin deletes an order. */
export const ORDER_DELETE_DETAILS =
  'Name, Adressen, Telefon, E-Mail, Kommentar und hochgeladene Dateien der Kundin oder des Kunden werden gelöscht. Ticketnummer, Datum, Positionen, Beträge, Steuern und Zahlung bleiben für die Buchhaltung erhalten. Die Bestellung erscheint danach in keiner Liste mehr.';

/** Day and time of the appointment, on the branches' wall clock. */
const AppointmentInputs = observer(function AppointmentInputs({
  store,
}: {
  store: OrderEditStore;
}) {
  const control = useControlProps('appointmentDate', store);
  const invalid = 'appointmentDate' in store.fieldErrors;
  return (
    <fieldset
      className="bo-fieldset"
      aria-describedby={invalid ? editErrorId('appointmentDate') : undefined}
    >
      <legend>
        Termin
        {store.requiredFields.has('appointmentDate') ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="bo-form-grid">
        <div className="bo-field">
          <label htmlFor={editFieldId('appointmentDate')}>Datum</label>
          <input
            {...control}
            type="date"
            value={store.appointmentDay}
            onChange={(event) => store.setAppointmentDay(event.target.value)}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={editFieldId('appointmentTime')}>Uhrzeit</label>
          <input
            id={editFieldId('appointmentTime')}
            type="time"
            step={60}
            value={store.appointmentTime}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? editErrorId('appointmentDate') : undefined}
            onChange={(event) => store.setAppointmentTime(event.target.value)}
          />
        </div>
      </div>
      <FieldError field="appointmentDate" store={store} />
    </fieldset>
  );
});

export interface OrderEditFormProps {
  store: OrderEditStore;
  /** Runs with the changed order once the server took it. */
  onSaved: (order: Order) => void;
  onCancel: () => void;
}

/**
 * The "Bestellung bearbeiten" form: order type with delivery area and table, appointment, the
 * customer and addresses, comment — the checkout's field kit and rules. The server's messages
 * stand at their fields; for an order paid online a note says the total cannot change.
 */
export const OrderEditForm = observer(function OrderEditForm({
  store,
  onSaved,
  onCancel,
}: OrderEditFormProps) {
  const ref = useFocusFirst<HTMLFormElement>();
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const order = await store.save();
    if (order) return onSaved(order);
    const first = Object.keys(store.fieldErrors)[0];
    const target = first ? document.getElementById(editFieldId(first)) : null;
    (target ?? alertRef.current)?.focus();
  }

  return (
    <form
      ref={ref}
      className="bo-order-edit"
      aria-labelledby="order-edit-title"
      onSubmit={submit}
      onKeyDown={closeOnEscape(onCancel)}
      noValidate
    >
      <h2 id="order-edit-title">Bestellung bearbeiten</h2>
      {store.isPaidOnline ? (
        <p className="bo-notice" data-testid="order-edit-paid-note">
          {ORDER_EDIT_MESSAGES.paidOnline}
        </p>
      ) : null}
      <ErrorSummary
        ref={alertRef}
        errors={store.topErrors}
        className="bo-order-edit__errors"
        listClassName="bo-error-list"
      />
      <FormLookProvider value={ORDER_EDIT_FORM}>
        <section className="bo-panel bo-order-edit__section" aria-label="Bestellart">
          <OrderTypeField store={store} className="bo-fieldset bo-choices" />
          <DeliveryAreaField store={store} />
          <TableField store={store} />
        </section>
        <section className="bo-panel bo-order-edit__section" aria-label="Termin">
          <AppointmentInputs store={store} />
        </section>
        <CustomerFields store={store} />
        <div className="bo-panel bo-field bo-order-edit__section">
          <label htmlFor={editFieldId('comment')}>Anmerkung</label>
          <textarea
            id={editFieldId('comment')}
            rows={3}
            value={store.form.comment}
            onChange={(event) => store.setField('comment', event.target.value)}
          />
          <FieldError field="comment" store={store} />
        </div>
      </FormLookProvider>
      <SubformActions
        label={store.isSending ? 'Wird gespeichert…' : 'Speichern'}
        busy={store.isSending}
        onCancel={onCancel}
      />
    </form>
  );
});

/**
 * "Bearbeiten" (staff, while the order is open) with its form, and "Löschen" (admins) with a
 * confirmation that tells what is erased and what is kept; after deleting, back to the list.
 */
export const OrderEditing = observer(function OrderEditing({
  store,
  order,
}: {
  store: OrderDetailStore;
  order: Order;
}) {
  const stores = useStores();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<OrderEditStore | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = !isTerminalOrder(order);
  const isAdmin = stores.session.isAdmin;
  if (!editable && !isAdmin) return null;

  async function remove() {
    if (await store.remove()) navigate('/backend/orders');
    else setConfirming(false);
  }

  return (
    <section className="bo-panel bo-order-editing" aria-label="Bestellung bearbeiten oder löschen">
      <div className="bo-actions">
        {editable ? (
          <Button
            variant="secondary"
            aria-expanded={editing !== null}
            onClick={() => setEditing(editing ? null : new OrderEditStore(stores, order))}
          >
            Bearbeiten
          </Button>
        ) : null}
        {isAdmin ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Löschen
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDelete
          question={`Bestellung Nr. ${order.ticketNumber} wirklich löschen?`}
          details={ORDER_DELETE_DETAILS}
          busy={store.isRunning('delete')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {editing ? (
        <OrderEditForm
          store={editing}
          onSaved={(changed) => {
            store.edited(changed);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
});
