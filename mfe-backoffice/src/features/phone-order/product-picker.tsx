import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  itemCalculationModel,
  itemPriceText,
  unitPriceCents,
  unitShortName,
  type Product,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ItemEditor } from './item-editor.js';
import type { PhoneOrderStore } from './phone-order-store.js';

/** A product's price per unit as the picker shows it, e.g. "4,50 € / Stk.". */
export function productPriceText(product: Product): string {
  const cents = unitPriceCents(product, product.unit, []) ?? 0;
  const price = itemPriceText(
    itemCalculationModel(product, product.unit),
    product.isPriceHidden,
    cents / 100,
  );
  return `${price} / ${unitShortName(product.unit)}`;
}

/**
 * The branch's current catalog by category with a search; 'Hinzufügen' opens the amount and
 * options of the product, and saving adds the item to the order.
 */
export const ProductPicker = observer(function ProductPicker({
  store,
}: {
  store: PhoneOrderStore;
}) {
  const [editing, setEditing] = useState<Product | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const groups = store.productGroups;
  const hasCatalog = store.orderableProducts.length > 0;

  function close() {
    setEditing(null);
    searchRef.current?.focus();
  }

  return (
    <section className="bo-panel bo-phone-order__section" aria-labelledby="phone-order-products">
      <h2 id="phone-order-products">Produkte</h2>
      {hasCatalog ? (
        <div className="bo-field">
          <label htmlFor="phone-order-product-search">Produkt suchen</label>
          <input
            ref={searchRef}
            id="phone-order-product-search"
            type="search"
            autoComplete="off"
            value={store.productSearch}
            onChange={(event) => store.setProductSearch(event.target.value)}
          />
        </div>
      ) : (
        <p>Für diese Filiale kann derzeit nichts bestellt werden.</p>
      )}
      {hasCatalog && groups.length === 0 ? <p>Keine passenden Produkte gefunden.</p> : null}
      <div className="bo-product-list">
        {groups.map((group) => (
          <section key={group.category.id} aria-label={group.category.name}>
            <h3>{group.category.name}</h3>
            <ul>
              {group.products.map((product) => (
                <li key={product.id}>
                  <div className="bo-product-list__row">
                    <span className="bo-product-list__name">{product.name}</span>
                    <span className="bo-product-list__price">{productPriceText(product)}</span>
                    <Button
                      variant="secondary"
                      aria-label={`${product.name} hinzufügen`}
                      aria-expanded={editing?.id === product.id}
                      onClick={() => setEditing(editing?.id === product.id ? null : product)}
                    >
                      Hinzufügen
                    </Button>
                  </div>
                  {editing?.id === product.id ? (
                    <ItemEditor
                      product={product}
                      onCancel={close}
                      onSave={(item) => {
                        store.addItem(item);
                        close();
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
});
