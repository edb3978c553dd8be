import { observer } from 'mobx-react-lite';
import { PaymentMethodField } from '@bestellwerk/ui/forms';
import type { PhoneOrderStore } from './phone-order-store.js';

/** The payment on site the branch offers (cash, ATM card, voucher), as radio buttons. */
export const PaymentFields = observer(function PaymentFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  return (
    <PaymentMethodField
      store={store}
      className="bo-panel bo-fieldset bo-phone-order__section"
      empty={<p>Diese Filiale bietet keine Zahlung vor Ort an.</p>}
    />
  );
});
