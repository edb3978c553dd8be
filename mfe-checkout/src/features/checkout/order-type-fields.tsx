import { observer } from 'mobx-react-lite';
import { DeliveryAreaField, OrderTypeField, TableField } from '@bestellwerk/ui/forms';
import type { CheckoutFormStore } from './checkout-form-store.js';

/**
 * The order type (only those the branch offers), the delivery area when delivering and the
 * table for dine-in when the branch has table selection.
 */
export const OrderTypeFields = observer(function OrderTypeFields({
  store,
}: {
  store: CheckoutFormStore;
}) {
  return (
    <OrderTypeField store={store} className="bw-checkout__section">
      <DeliveryAreaField store={store} />
      <TableField store={store} />
    </OrderTypeField>
  );
});
