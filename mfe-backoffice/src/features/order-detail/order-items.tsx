import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  formatEuro,
  isOrderPriceFinal,
  orderItemPriceText,
  STORED_AMOUNT_DECIMAL_PLACES,
  takesExactAmount,
  unitShortName,
  type Order,
  type OrderItem,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { OrderFiles } from '../../shared/orders/order-files.js';
import { itemAmountText, partFiles, partText } from '../../shared/orders/order-text.js';
import { DecimalInput } from '../../shared/editor/decimal-input.js';
import { canEditItems } from './order-actions.js';
import type { OrderDetailStore } from './order-detail-store.js';
import { closeOnEscape, SubformActions, SubformProblem } from './subform.js';

/** Why an entered amount is refused before it is sent (ours). */
export const AMOUNT_REQUIRED = 'Bitte geben Sie eine Menge größer als 0 an.';

interface AmountFormProps {
  store: OrderDetailStore;
  item: OrderItem;
  close: () => void;
}

const AmountForm = observer(function AmountForm({ store, item, close }: AmountFormProps) {
  const id = useId();
  const [amount, setAmount] = useState<number | null>(item.amount);
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const hintId = useId();
  // The server's refusal (beyond the product's limits…) stands at the field, not at the top.
  const refusal = store.actions.errorFor('update-item')?.message ?? null;
  const shownProblem = problem ?? refusal;
  const exact = isExactAmountItem(item);
  useEffect(() => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }, [id]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Text that is no number keeps the input's own message; nothing is sent.
    if (typedInvalid) return;
    if (amount === null || !(amount > 0)) return setProblem(AMOUNT_REQUIRED);
    setProblem(null);
    if (await store.updateItem(item.index, { amount, unit: item.unit })) close();
  }

  return (
    <form className="bo-amount-form" onSubmit={submit} onKeyDown={closeOnEscape(close)}>
      <div className="bo-field">
        <label htmlFor={id}>{`Menge für ${item.name} (${unitShortName(item.unit)})`}</label>
        <DecimalInput
          id={id}
          name="amount"
          value={amount}
          fractionDigits={STORED_AMOUNT_DECIMAL_PLACES}
          onChange={(value) => {
            setTypedInvalid(false);
            setAmount(value);
          }}
          onInvalidText={() => setTypedInvalid(true)}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={
            [shownProblem ? problemId : null, exact ? hintId : null].filter(Boolean).join(' ') ||
            undefined
          }
          aria-required
        />
      </div>
      {exact ? (
        <p id={hintId} className="bw-muted bo-amount-form__hint">
          Gewogene Menge, z. B. 2,14
        </p>
      ) : null}
      <SubformProblem id={problemId} problem={shownProblem} />
      <SubformActions label="Speichern" busy={store.isRunning('update-item')} onCancel={close} />
    </form>
  );
});

/** Whether the item is billed by the exact amount staff enter (not final price: 'ca.', 'ab'). */
function isExactAmountItem(item: OrderItem): boolean {
  return takesExactAmount(item.calculationModel);
}

export interface OrderItemsProps {
  store: OrderDetailStore;
  order: Order;
}

/** The id of the edit button of the item at `index`, unique in the items' section. */
const editButtonId = (headingId: string, index: number) => `${headingId}-edit-${index}`;

/** The ordered items: name and chosen options, amount (changeable while the order is open), prices. */
export const OrderItems = observer(function OrderItems({ store, order }: OrderItemsProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const [closed, setClosed] = useState<number | null>(null);
  const headingId = useId();
  const editable = canEditItems(order);
  const isPriceFinal = isOrderPriceFinal(order);
  const buttonId = (index: number) => editButtonId(headingId, index);
  const close = () => {
    store.actions.dismiss('update-item');
    setClosed(editing);
    setEditing(null);
  };
  // Back to the item's edit button once its form is gone.
  useEffect(() => {
    if (closed === null) return;
    document.getElementById(editButtonId(headingId, closed))?.focus();
    setClosed(null);
  }, [closed, headingId]);

  return (
    <section className="bo-panel bo-detail__wide" aria-labelledby={headingId}>
      <h2 id={headingId}>Produkte</h2>
      {order.items.length === 0 ? (
        <p className="bw-muted">Diese Bestellung enthält keine Produkte.</p>
      ) : (
        <div className="bo-items__scroll">
          <table className="bo-items">
            <thead>
              <tr>
                <th scope="col">Produkt</th>
                <th scope="col">Menge</th>
                <th scope="col" className="bo-items__money">
                  Einzelpreis
                </th>
                <th scope="col" className="bo-items__money">
                  Preis
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.index}>
                  <th scope="row" className="bo-items__name">
                    {item.name}
                    {item.parts.length > 0 ? (
                      <ul className="bo-items__parts">
                        {item.parts.map((part, position) => (
                          <li key={`${part.name}-${position}`}>
                            {part.uploads.length > 0 ? (
                              <>
                                {`${part.name}:`}
                                <OrderFiles files={partFiles(part, order.uploads)} />
                              </>
                            ) : (
                              partText(part)
                            )}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </th>
                  <td>
                    {editing === item.index ? (
                      <AmountForm store={store} item={item} close={close} />
                    ) : (
                      <>
                        {itemAmountText(item)}
                        {editable ? (
                          <Button
                            id={buttonId(item.index)}
                            variant="secondary"
                            className="bo-items__edit"
                            aria-label={`Position bearbeiten: ${item.name}`}
                            onClick={() => setEditing(item.index)}
                          >
                            Position bearbeiten
                          </Button>
                        ) : null}
                      </>
                    )}
                  </td>
                  <td className="bo-items__money">
                    {item.isPriceHidden ? '–' : formatEuro(item.unitPrice)}
                  </td>
                  <td className="bo-items__money">{orderItemPriceText(item, isPriceFinal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
