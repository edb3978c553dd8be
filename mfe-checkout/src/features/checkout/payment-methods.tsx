import { observer } from 'mobx-react-lite';
import { PaymentMethodField } from '@bestellwerk/ui/forms';
import type { CheckoutFormStore } from './checkout-form-store.js';

/** The payment methods the branch offers, as a radio list; the default is preselected. */
export const PaymentMethods = observer(function PaymentMethods({
  store,
}: {
  store: CheckoutFormStore;
}) {
  return <PaymentMethodField store={store} className="bw-checkout__section" />;
});
