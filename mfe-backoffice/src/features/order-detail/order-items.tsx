import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  amountText,
  formatEuro,
  itemPriceText,
  parseAmount,
  unitShortName,
  type Order,
  type OrderItem,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { itemAmountText, partText } from '../board/order-text.js';
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
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseAmount(input.current?.value ?? '');
    if (!(amount > 0)) return setProblem(AMOUNT_REQUIRED);
    setProblem(null);
    if (await store.updateItem(item.index, { amount, unit: item.unit })) close();
  }

  return (
    <form className="bo-amount-form" onSubmit={submit} onKeyDown={closeOnEscape(close)}>
      <label className="bo-field">
        {`Menge für ${item.name} (${unitShortName(item.unit)})`}
        <input
          ref={input}
          name="amount"
          inputMode="decimal"
          defaultValue={amountText(item.amount)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          required
        />
      </label>
      <SubformProblem id={problemId} problem={problem} />
      <SubformActions label="Speichern" busy={store.isRunning('update-item')} onCancel={close} />
    </form>
  );
});

export interface OrderItemsProps {
  store: OrderDetailStore;
  order: Order;
}

/** The ordered items: name and chosen options, amount (changeable while the order is open), prices. */
export const OrderItems = observer(function OrderItems({ store, order }: OrderItemsProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const [closed, setClosed] = useState<number | null>(null);
  const headingId = useId();
  const editable = canEditItems(order);
  const buttonId = (index: number) => `${headingId}-edit-${index}`;
  const close = () => {
    setClosed(editing);
    setEditing(null);
  };
  // Back to the item's edit button once its form is gone.
  useEffect(() => {
    if (closed === null) return;
    document.getElementById(buttonId(closed))?.focus();
    setClosed(null);
  });

  return (
    <section className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Produkte</h2>
      {order.items.length === 0 ? (
        <p className="bw-muted">Diese Bestellung enthält keine Produkte.</p>
      ) : (
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
                        <li key={`${part.name}-${position}`}>{partText(part)}</li>
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
                <td className="bo-items__money">
                  {itemPriceText(item.calculationModel, item.isPriceHidden, item.gross)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
