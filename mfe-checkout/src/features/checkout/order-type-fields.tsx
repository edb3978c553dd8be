import { observer } from 'mobx-react-lite';
import { ORDER_TYPE_LABELS } from '@bestellwerk/domain';
import type { CheckoutFormStore } from './checkout-form-store.js';
import { controlProps, errorId, FieldError, FieldLabel } from './form-field.js';

/**
 * The order type (only those the branch offers), the delivery area when delivering and the
 * table for dine-in when the branch has table selection.
 */
export const OrderTypeFields = observer(function OrderTypeFields({
  store,
}: {
  store: CheckoutFormStore;
}) {
  const branch = store.branch;
  const invalid = 'orderType' in store.fieldErrors;
  return (
    <fieldset
      className="bw-checkout__section"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId('orderType') : undefined}
    >
      <legend className="bw-checkout__legend">Bestellart</legend>
      <div className="bw-checkout__choices" id="checkout-orderType">
        {store.orderTypes.map((type) => (
          <label key={type} className="bw-option">
            <input
              type="radio"
              name="checkout-order-type"
              value={type}
              checked={store.orderType === type}
              onChange={() => store.setOrderType(type)}
            />
            {ORDER_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      <FieldError field="orderType" store={store} />

      {store.orderType === 'delivery' && branch ? (
        <div className="bw-checkout__field">
          <FieldLabel field="deliveryArea" store={store}>
            Liefergebiet
          </FieldLabel>
          <select
            {...controlProps('deliveryArea', store)}
            className="bw-input"
            value={store.body.deliveryArea ?? ''}
            onChange={(event) => store.setDeliveryArea(Number(event.target.value))}
          >
            {store.body.deliveryArea === null ? <option value="">Bitte wählen</option> : null}
            {branch.deliveryAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.area}
              </option>
            ))}
          </select>
          <FieldError field="deliveryArea" store={store} />
        </div>
      ) : null}

      {store.isTableShown ? (
        <div className="bw-checkout__field">
          <FieldLabel field="table" store={store}>
            Tisch
          </FieldLabel>
          <select
            {...controlProps('table', store)}
            className="bw-input"
            value={store.body.table ?? ''}
            onChange={(event) => store.setTable(event.target.value)}
          >
            <option value="">Bitte wählen</option>
            {store.branchTables.map((table) => (
              <option key={table.id} value={table.identifier}>
                {table.name || table.identifier}
              </option>
            ))}
          </select>
          <FieldError field="table" store={store} />
        </div>
      ) : null}
    </fieldset>
  );
});
