import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { ORDER_TYPE_LABELS, type OrderType } from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';

/** The cart's order type and, for delivery, the delivery area: shown with items and without. */
export const CartOrderSetup = observer(function CartOrderSetup() {
  const { cart } = useStores();
  const id = useId();
  const branch = cart.branch;
  const method = cart.deliveryMethod;
  const methods = cart.deliveryMethods;
  return (
    <>
      {methods.length > 1 ? (
        <div className="bw-cart__field">
          <label htmlFor={`${id}-method`}>Bestellart</label>
          <select
            id={`${id}-method`}
            className="bw-input"
            value={method}
            onChange={(event) => cart.setDeliveryMethod(event.target.value as OrderType)}
          >
            {methods.map((option) => (
              <option key={option} value={option}>
                {ORDER_TYPE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      ) : methods.length === 1 ? (
        <p className="bw-cart__field">{`Bestellart: ${ORDER_TYPE_LABELS[method]}`}</p>
      ) : null}

      {method === 'delivery' && branch && branch.deliveryAreas.length > 0 ? (
        <div className="bw-cart__field">
          <label htmlFor={`${id}-area`}>Liefergebiet</label>
          <select
            id={`${id}-area`}
            className="bw-input"
            value={cart.deliveryArea?.id ?? ''}
            onChange={(event) => cart.setDeliveryArea(Number(event.target.value))}
          >
            {branch.deliveryAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.area}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
});
