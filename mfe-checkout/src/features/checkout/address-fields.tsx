import { observer } from 'mobx-react-lite';
import { AddressFields as AddressBlock, DeliveryAddressFields } from '@bestellwerk/ui/forms';
import type { CheckoutFormStore } from './checkout-form-store.js';

/**
 * The customer's address and, for deliveries, a different delivery address (optionally to a
 * company) with its own recipient.
 */
export const AddressFields = observer(function AddressFields({
  store,
}: {
  store: CheckoutFormStore;
}) {
  return (
    <fieldset className="bw-checkout__section">
      <legend className="bw-checkout__legend">Adresse</legend>
      <AddressBlock store={store} />
      <DeliveryAddressFields store={store} className="bw-checkout__subsection" />
    </fieldset>
  );
});
