import { observer } from 'mobx-react-lite';
import { DeliveryAreaField, OrderTypeField, SelectField, TableField } from '@bestellwerk/ui/forms';
import type { PhoneOrderStore } from './phone-order-store.js';

/** Branch, order type (those the branch offers), delivery area for delivery, table for dine-in. */
export const OrderSetupFields = observer(function OrderSetupFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  return (
    <section className="bo-panel bo-phone-order__section" aria-labelledby="phone-order-setup">
      <h2 id="phone-order-setup">Filiale und Bestellart</h2>
      <SelectField
        field="branch"
        label="Filiale"
        store={store}
        value={store.branch?.id ?? null}
        options={store.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        onChange={(id) => store.setBranch(Number(id))}
      />
      {store.closedNotice ? (
        <div className="bo-notice" role="status">
          {store.closedNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <OrderTypeField store={store} className="bo-fieldset bo-choices" />
      <DeliveryAreaField store={store} clearable />
      <TableField store={store} />
    </section>
  );
});
