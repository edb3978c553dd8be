import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useNow, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { ErrorSummary, FormLookProvider } from '@bestellwerk/ui/forms';
import { BackofficePage } from '../../shared/layout/index.js';
import { AppointmentFields } from './appointment-fields.js';
import { CustomerFields } from './customer-fields.js';
import { OrderItems } from './order-items.js';
import { OrderSetupFields } from './order-setup-fields.js';
import { PaymentFields } from './payment-fields.js';
import { fieldId, PHONE_ORDER_FORM } from './phone-order-form.js';
import { PhoneOrderStore } from './phone-order-store.js';
import { ProductPicker } from './product-picker.js';
import './phone-order.css';

/** Catalog, slots and notices follow the clock every 30 s. */
const CLOCK_MS = 30_000;

/** The path of an order's detail page. */
export function orderDetailPath(id: number): string {
  return `/backend/orders/${id}`;
}

export interface PhoneOrderPageProps {
  /** Makes the Idempotency-Key of a new order (a random UUID by default). */
  newKey?: () => string;
}

/**
 * `/backend/orders/new`: an order taken on the phone. 'Bestellung anlegen' sends it; on success
 * the order's detail page opens, otherwise the messages stand on top and at their fields.
 */
export const PhoneOrderPage = observer(function PhoneOrderPage({ newKey }: PhoneOrderPageProps) {
  const stores = useStores();
  const navigate = useNavigate();
  const now = useNow(CLOCK_MS);
  const [store] = useState(() => new PhoneOrderStore(stores, now, newKey));
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => store.setNow(now), [store, now]);

  if (store.branches.length === 0) {
    return (
      <BackofficePage title="Telefonbestellung">
        <p>Sie sind keiner Filiale zugeordnet und können keine Bestellung anlegen.</p>
      </BackofficePage>
    );
  }

  async function submit() {
    const outcome = await store.submit();
    if (outcome.kind === 'created') {
      navigate(orderDetailPath(outcome.order.id));
      return;
    }
    if (outcome.kind === 'invalid') {
      const first = Object.keys(store.fieldErrors)[0];
      const target = first ? document.getElementById(fieldId(first)) : null;
      (target ?? alertRef.current)?.focus();
      return;
    }
    alertRef.current?.focus();
  }

  return (
    <BackofficePage title="Telefonbestellung">
      <ErrorSummary
        ref={alertRef}
        errors={store.topErrors}
        className="bo-phone-order__errors"
        listClassName="bo-error-list"
      />
      <p className="bo-muted">
        Mit <span aria-hidden="true">*</span>
        <span className="bw-visually-hidden">Stern</span> gekennzeichnete Felder sind Pflichtfelder.
      </p>
      <FormLookProvider value={PHONE_ORDER_FORM}>
        <div className="bo-phone-order">
          <div className="bo-phone-order__main">
            <OrderSetupFields store={store} />
            <ProductPicker store={store} />
            <CustomerFields store={store} />
            <AppointmentFields store={store} />
            <PaymentFields store={store} />
            <div className="bo-panel bo-field bo-phone-order__section">
              <label htmlFor={fieldId('comment')}>Anmerkung</label>
              <textarea
                id={fieldId('comment')}
                rows={3}
                value={store.form.comment}
                onChange={(event) => store.setField('comment', event.target.value)}
              />
            </div>
          </div>
          <div className="bo-phone-order__aside">
            <OrderItems store={store} />
            <Button onClick={() => void submit()} disabled={store.isSending}>
              {store.isSending ? 'Wird angelegt…' : 'Bestellung anlegen'}
            </Button>
          </div>
        </div>
      </FormLookProvider>
    </BackofficePage>
  );
});
