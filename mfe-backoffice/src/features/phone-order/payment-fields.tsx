import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_LABELS } from '@bestellwerk/domain';
import { errorId, FieldError, fieldId } from './form-field.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/** The payment on site the branch offers (cash, ATM card, voucher), as radio buttons. */
export const PaymentFields = observer(function PaymentFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  const invalid = 'paymentMethod' in store.fieldErrors;
  return (
    <fieldset
      className="bo-panel bo-fieldset bo-phone-order__section"
      id={fieldId('paymentMethod')}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId('paymentMethod') : undefined}
    >
      <legend>
        Zahlungsart<span aria-hidden="true"> *</span>
      </legend>
      {store.paymentMethods.length === 0 ? (
        <p>Diese Filiale bietet keine Zahlung vor Ort an.</p>
      ) : null}
      {store.paymentMethods.map((method) => (
        <label key={method} className="bo-check">
          <input
            type="radio"
            name="phone-order-payment-method"
            value={method}
            checked={store.paymentMethod === method}
            onChange={() => store.setPaymentMethod(method)}
          />
          {PAYMENT_METHOD_LABELS[method]}
        </label>
      ))}
      <FieldError field="paymentMethod" store={store} />
    </fieldset>
  );
});
