import { observer } from 'mobx-react-lite';
import {
  amountText,
  branchClosedNotice,
  itemPriceText,
  orderAmountErrors,
  orderTotalError,
  takesOrdersNow,
  unitShortName,
} from '@bestellwerk/domain';
import { useStores, useNavigate } from '@bestellwerk/client';
import { Button, CartTotals } from '@bestellwerk/ui';
import { CartErrors } from './cart-errors.js';
import { CartOrderSetup } from './cart-order-setup.js';

export interface CartContentsProps {
  now: Date;
  /** Opens the item dialog for the item at `index`. */
  onEdit: (index: number) => void;
}

/**
 * What a cart with items shows, in a chunk of its own (the empty cart is CartBody's): items with
 * edit and remove, delivery method and area, totals with taxes and the delivery fee, the
 * minimum-order block and free-delivery hint, and the order button.
 */
export const CartContents = observer(function CartContents({ now, onEdit }: CartContentsProps) {
  const { cart, config } = useStores();
  const navigate = useNavigate();
  const priced = cart.price(now);
  const branch = cart.branch;
  const method = cart.deliveryMethod;
  // The order limits the server checks too: a product's maximum across its lines, the total.
  const amountErrors = orderAmountErrors(cart.items);
  const totalError = amountErrors.length === 0 ? orderTotalError(priced.cents.totalGross) : null;
  const limitErrors = totalError ? [...amountErrors, totalError] : amountErrors;
  const blocking = [
    ...priced.errors.filter((error) => error.field && error.field !== 'items'),
    ...limitErrors,
  ];
  const canOrder =
    priced.items.length > 0 && priced.errors.length === 0 && limitErrors.length === 0;
  // Closed: the closed notice (with the preorder hint when preorders are taken); closed without
  // preorders: the order button is disabled under the notice, as the server would refuse.
  const timeZone = config.config?.timeZone || undefined;
  const closedNotice = branch ? branchClosedNotice(branch, now, timeZone) : null;
  const takesOrders = !branch || takesOrdersNow(branch, now, timeZone);

  return (
    <div className="bw-cart__contents">
      <ul className="bw-cart__items">
        {cart.items.map((item, index) => {
          const line = priced.items.find((candidate) => candidate.index === index);
          return (
            <li key={index} className="bw-cart__item">
              <div className="bw-cart__item-main">
                <span className="bw-cart__item-name">{item.product.name}</span>
                <span className="bw-cart__item-amount">
                  {`${amountText(item.amount)} ${unitShortName(item.unit)}`}
                </span>
                {line?.parts.map((part) => (
                  <span key={part.name} className="bw-cart__item-part bw-muted">
                    {`${part.name}: ${part.uploads.length > 0 ? `${part.uploads.length} Datei(en)` : part.values.join(', ')}`}
                  </span>
                ))}
              </div>
              <span className="bw-cart__item-price">
                {line
                  ? itemPriceText(line.calculationModel, line.isPriceHidden, line.gross)
                  : 'Nicht verfügbar'}
              </span>
              <div className="bw-cart__item-actions">
                <button
                  type="button"
                  className="bw-link-button"
                  aria-label={`${item.product.name} bearbeiten`}
                  onClick={() => onEdit(index)}
                >
                  Bearbeiten
                </button>
                <button
                  type="button"
                  className="bw-link-button"
                  aria-label={`${item.product.name} entfernen`}
                  onClick={() => cart.removeItem(index)}
                >
                  Entfernen
                </button>
              </div>
            </li>
          );
        })}
      </ul>

      <CartOrderSetup />

      <CartTotals priced={priced} isDelivery={method === 'delivery'} />
      <CartErrors errors={blocking} />

      {closedNotice ? (
        <div className="bw-store-notice" role="status" data-testid="cart-closed-notice">
          {closedNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <Button
        className="bw-cart__order"
        disabled={!canOrder || !takesOrders}
        onClick={() => branch && navigate(`/store/${branch.identifier}/checkout`)}
      >
        Bestellen
      </Button>
    </div>
  );
});
