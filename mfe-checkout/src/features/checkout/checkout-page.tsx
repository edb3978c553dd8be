import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  branchClosedNotice,
  branchPath,
  CART_MESSAGES,
  CHECKOUT_PAGE_TITLE,
} from '@bestellwerk/domain';
import { Link, useNavigate, useNow, usePageTitle, useParams, useStores } from '@bestellwerk/client';
import { Button, NotFound, scrollToElement } from '@bestellwerk/ui';
import { ErrorSummary, FormLookProvider } from '@bestellwerk/ui/forms';
import { AddressFields } from './address-fields.js';
import { AppointmentPicker } from './appointment-picker.js';
import { CHECKOUT_FORM, fieldId } from './checkout-form.js';
import { CartSummary } from './cart-summary.js';
import { CheckoutFormStore } from './checkout-form-store.js';
import { ContactFields } from './contact-fields.js';
import { DonationField } from './donation-field.js';
import { LegalFields } from './legal-fields.js';
import { OrderTypeFields } from './order-type-fields.js';
import { PaymentMethods } from './payment-methods.js';
import './checkout.css';

/** Slots and notices follow the clock every 30 s. */
const CLOCK_MS = 30_000;
/** Scroll offset of the error list, leaving room for the sticky header (storefront.md §9: -150 px). */
const SCROLL_OFFSET_PX = -150;

export const PAYMENT_FAILED_TEXT =
  'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.';

export interface CheckoutPageProps {
  /** The checkout_error route: first says the payment failed. */
  paymentFailed?: boolean;
  /** Sends the browser to the payment provider; `window.location.assign` by default. */
  redirect?: (url: string) => void;
}

/** `/store/:branch/checkout(/error)`: the order form with the branch's cart. */
export const CheckoutPage = observer(function CheckoutPage({
  paymentFailed = false,
  redirect = (url) => window.location.assign(url),
}: CheckoutPageProps) {
  const { branch: identifier = '' } = useParams();
  const stores = useStores();
  const { branches, cart, config, donatees } = stores;
  const navigate = useNavigate();
  const now = useNow(CLOCK_MS);
  const [store] = useState(() => new CheckoutFormStore(stores, now));
  const alertRef = useRef<HTMLDivElement>(null);
  const tracked = useRef<string | null>(null);
  usePageTitle({ kind: paymentFailed ? 'checkout_error' : 'checkout' });

  const branch = branches.visible.find((candidate) => candidate.identifier === identifier);
  const branchId = branch?.id;
  useEffect(() => {
    if (branchId !== undefined) cart.load(identifier);
  }, [cart, identifier, branchId]);
  useEffect(() => store.setNow(now), [store, now]);

  const isCartReady = branchId !== undefined && cart.identifier === identifier;
  const hasItems = cart.items.length > 0;
  useEffect(() => {
    if (!isCartReady || !hasItems || tracked.current === identifier) return;
    tracked.current = identifier;
    store.trackBeginCheckout();
  }, [store, isCartReady, hasItems, identifier]);

  if (!branch) return <NotFound />;

  const failedNotice = paymentFailed ? (
    <p role="alert" className="bw-error bw-checkout__alert">
      {PAYMENT_FAILED_TEXT}
    </p>
  ) : null;

  if (!isCartReady) return null;

  if (!hasItems) {
    return (
      <article className="bw-checkout">
        <h1 className="bw-page-title">{CHECKOUT_PAGE_TITLE}</h1>
        {failedNotice}
        <p>{CART_MESSAGES.emptyCart}</p>
        <Link to={branchPath(identifier)}>Zurück zur Filiale</Link>
      </article>
    );
  }

  const timeZone = store.timeZone;
  const closed = branchClosedNotice(branch, now, timeZone);
  // Closed without preorders: no way to send an order the server refuses.
  const refusal = store.refusalNotice;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = await store.submit();
    if (outcome.kind === 'redirect') redirect(outcome.url);
    else if (outcome.kind === 'status') navigate(outcome.path);
    else if (outcome.kind === 'failed') {
      const alert = alertRef.current;
      if (alert) {
        scrollToElement(alert, SCROLL_OFFSET_PX);
        alert.focus();
      }
    } else {
      const first = Object.keys(store.fieldErrors)[0];
      const target = first ? document.getElementById(fieldId(first)) : alertRef.current;
      target?.focus();
    }
  }

  return (
    <article className="bw-checkout">
      <h1 className="bw-page-title">{CHECKOUT_PAGE_TITLE}</h1>
      {failedNotice}
      <ErrorSummary
        ref={alertRef}
        errors={store.topErrors}
        className="bw-checkout__errors"
        listClassName="bw-error bw-checkout__alert"
      />
      {closed ? (
        <div className="bw-checkout__notice" role="status">
          {closed.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <p className="bw-muted">
        Mit <span aria-hidden="true">*</span> gekennzeichnete Felder sind Pflichtfelder.
      </p>
      <FormLookProvider value={CHECKOUT_FORM}>
        <form className="bw-checkout__layout" noValidate onSubmit={onSubmit}>
          <div className="bw-checkout__form">
            <OrderTypeFields store={store} />
            <ContactFields store={store} />
            <AddressFields store={store} />
            {store.isAppointmentShown ? <AppointmentPicker store={store} /> : null}
            <div className="bw-checkout__section">
              <label htmlFor={fieldId('comment')} className="bw-checkout__label">
                Anmerkung
              </label>
              <textarea
                id={fieldId('comment')}
                className="bw-input"
                rows={4}
                value={cart.orderDetails.comment}
                onChange={(event) => store.setComment(event.target.value)}
              />
            </div>
            {config.config?.isDonationEnabled ? (
              <DonationField store={store} donatees={donatees.items} />
            ) : null}
            <PaymentMethods store={store} />
            <LegalFields store={store} config={config.config} />
            {refusal ? (
              <div className="bw-checkout__notice" data-testid="checkout-closed">
                {refusal.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            ) : (
              <Button type="submit" className="bw-checkout__submit" disabled={store.isSending}>
                {store.isSending ? 'Bitte warten...' : 'Zahlungspflichtig bestellen'}
              </Button>
            )}
          </div>
          <div className="bw-checkout__aside">
            <CartSummary cart={cart} now={now} />
          </div>
        </form>
      </FormLookProvider>
    </article>
  );
});
