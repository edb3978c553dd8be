import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  amountText,
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  formatEuro,
  itemPriceText,
  unitShortName,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { FieldError } from '@bestellwerk/ui/forms';
import { errorId, fieldId } from './phone-order-form.js';
import { ItemEditor } from './item-editor.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/** The order's items with their prices and messages, each editable and removable, and the totals. */
export const OrderItems = observer(function OrderItems({ store }: { store: PhoneOrderStore }) {
  const [editing, setEditing] = useState<number | null>(null);
  const priced = store.priced;
  const byIndex = new Map(priced.items.map((item) => [item.index, item]));
  const prefix = priced.isApproximate ? `${APPROXIMATE_PRICE_PREFIX} ` : '';

  return (
    <section
      className="bo-panel bo-phone-order__section"
      aria-labelledby="phone-order-items-title"
      id={fieldId('items')}
      tabIndex={-1}
      aria-describedby={'items' in store.fieldErrors ? errorId('items') : undefined}
    >
      <h2 id="phone-order-items-title">Bestellung</h2>
      {store.items.length === 0 ? <p>Noch keine Produkte ausgewählt.</p> : null}
      <FieldError field="items" store={store} />
      {store.items.length > 0 ? (
        <ul className="bo-order-items">
          {store.items.map((item, index) => {
            const line = byIndex.get(index);
            const field = `items.${index}`;
            const invalid = field in store.fieldErrors;
            const options = (line?.parts ?? []).filter((part) => part.values.length > 0);
            return (
              <li
                key={index}
                id={fieldId(field)}
                tabIndex={-1}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId(field) : undefined}
              >
                <div className="bo-order-items__row">
                  <span>
                    {`${amountText(item.amount)} ${unitShortName(item.unit)} ${item.product.name}`}
                  </span>
                  <span className="bo-order-items__price">
                    {line
                      ? itemPriceText(line.calculationModel, line.isPriceHidden, line.gross)
                      : '–'}
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`${item.product.name} bearbeiten`}
                    aria-expanded={editing === index}
                    onClick={() => setEditing(editing === index ? null : index)}
                  >
                    Bearbeiten
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${item.product.name} entfernen`}
                    onClick={() => {
                      setEditing(null);
                      store.removeItem(index);
                    }}
                  >
                    Entfernen
                  </Button>
                </div>
                {options.length > 0 ? (
                  <ul className="bo-muted bo-order-items__options">
                    {options.map((part) => (
                      <li key={part.name}>{`${part.name}: ${part.values.join(', ')}`}</li>
                    ))}
                  </ul>
                ) : null}
                <FieldError field={field} store={store} />
                {editing === index ? (
                  <ItemEditor
                    product={item.product}
                    item={item}
                    onCancel={() => setEditing(null)}
                    onSave={(changed) => {
                      store.replaceItem(index, changed);
                      setEditing(null);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {priced.items.length > 0 ? (
        <dl className="bo-facts bo-order-totals" aria-live="polite">
          <dt>Zwischensumme</dt>
          <dd>{`${prefix}${formatEuro(priced.pricing.gross)}`}</dd>
          {store.orderType === 'delivery' ? (
            <>
              <dt>Liefergebühr</dt>
              <dd>{formatEuro(priced.pricing.deliveryGross)}</dd>
            </>
          ) : null}
          <dt>Gesamt</dt>
          <dd>
            <strong>{`${prefix}${formatEuro(priced.pricing.totalGross)}`}</strong>
          </dd>
        </dl>
      ) : null}
      {priced.isApproximate ? <p className="bo-muted">{APPROXIMATE_PRICE_NOTICE}</p> : null}
    </section>
  );
});
