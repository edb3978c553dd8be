import { observer } from 'mobx-react-lite';
import type { OrderType } from '@bestellwerk/domain';
import { controlProps, errorId, FieldError, FieldLabel, fieldId } from './form-field.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/**
 * Names of the order types as the checkout shows them. Kept here until the domain offers one
 * shared list.
 */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Vor Ort essen',
};

/** Branch, order type (those the branch offers), delivery area for delivery, table for dine-in. */
export const OrderSetupFields = observer(function OrderSetupFields({
  store,
}: {
  store: PhoneOrderStore;
}) {
  const branch = store.branch;
  const typeInvalid = 'orderType' in store.fieldErrors;
  return (
    <section className="bo-panel bo-phone-order__section" aria-labelledby="phone-order-setup">
      <h2 id="phone-order-setup">Filiale und Bestellart</h2>
      <div className="bo-field">
        <label htmlFor={fieldId('branch')}>Filiale</label>
        <select
          {...controlProps('branch', store)}
          value={branch?.id ?? ''}
          onChange={(event) => store.setBranch(Number(event.target.value))}
        >
          {store.branches.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError field="branch" store={store} />
      </div>
      {store.closedNotice ? (
        <div className="bo-notice" role="status">
          {store.closedNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}

      <fieldset
        className="bo-fieldset bo-choices"
        aria-invalid={typeInvalid || undefined}
        aria-describedby={typeInvalid ? errorId('orderType') : undefined}
        id={fieldId('orderType')}
        tabIndex={-1}
      >
        <legend>Bestellart</legend>
        {store.orderTypes.map((type) => (
          <label key={type} className="bo-check">
            <input
              type="radio"
              name="phone-order-order-type"
              value={type}
              checked={store.orderType === type}
              onChange={() => store.setOrderType(type)}
            />
            {ORDER_TYPE_LABELS[type]}
          </label>
        ))}
        <FieldError field="orderType" store={store} />
      </fieldset>

      {store.orderType === 'delivery' && branch ? (
        <div className="bo-field">
          <FieldLabel field="deliveryArea" store={store}>
            Liefergebiet
          </FieldLabel>
          <select
            {...controlProps('deliveryArea', store)}
            value={store.form.deliveryArea ?? ''}
            onChange={(event) =>
              store.setDeliveryArea(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">Bitte wählen</option>
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
        <div className="bo-field">
          <FieldLabel field="table" store={store}>
            Tisch
          </FieldLabel>
          <select
            {...controlProps('table', store)}
            value={store.form.table ?? ''}
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
    </section>
  );
});
