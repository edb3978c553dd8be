import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_LABELS } from '@bestellwerk/domain';
import type { CheckoutFormStore } from './checkout-form-store.js';
import { errorId, FieldError } from './form-field.js';

/** The payment methods the branch offers, as a radio list; the default is preselected. */
export const PaymentMethods = observer(function PaymentMethods({
  store,
}: {
  store: CheckoutFormStore;
}) {
  const invalid = 'paymentMethod' in store.fieldErrors;
  return (
    <fieldset
      className="bw-checkout__section"
      id="checkout-paymentMethod"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId('paymentMethod') : undefined}
    >
      <legend className="bw-checkout__legend">
        Zahlungsart<span aria-hidden="true"> *</span>
      </legend>
      <div className="bw-checkout__choices">
        {store.paymentMethods.map((method) => (
          <label key={method} className="bw-option">
            <input
              type="radio"
              name="checkout-payment-method"
              value={method}
              checked={store.paymentMethod === method}
              onChange={() => store.setPaymentMethod(method)}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </div>
      <FieldError field="paymentMethod" store={store} />
    </fieldset>
  );
});
