import { useRef, useState, type DragEvent } from 'react';
import { useApiQuery } from '@bestellwerk/client';
import {
  addMenuCategory,
  addMenuProduct,
  moveMenuCategory,
  moveMenuProduct,
  removeMenuCategory,
  removeMenuProduct,
  updateMenuProduct,
  type MenuCatalogCategory,
  type MenuCatalogProduct,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { FieldMessages, useMessagesAt } from './field-messages.js';
import {
  EntryMoveButtons,
  useListEntryButtons,
  type EntryButtonBindings,
} from '../../shared/editor/entry-move-buttons.js';
import { ScheduleEditor } from './schedule-editor.js';

interface NamedEntry {
  id: number;
  name: string;
}

interface AddFromListProps {
  /** The choice's id. */
  id: string;
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  /** What can be added (what the list does not hold yet). */
  entries: readonly NamedEntry[];
  buttonId: string;
  /** The button's accessible name where 'Hinzufügen' alone is not enough. */
  buttonLabel?: string;
  onAdd: (id: number) => void;
}

/** A choice of what the list does not hold yet and 'Hinzufügen'; the choice empties after adding. */
function AddFromList({
  id,
  label,
  placeholder,
  entries,
  buttonId,
  buttonLabel,
  onAdd,
}: AddFromListProps) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="bo-menu-catalog__add">
      <div className="bo-field">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{placeholder}</option>
          {entries.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        id={buttonId}
        variant="secondary"
        aria-label={buttonLabel}
        disabled={chosen === ''}
        onClick={() => {
          onAdd(Number(chosen));
          setChosen('');
        }}
      >
        Hinzufügen
      </Button>
    </div>
  );
}

/** A menu's catalogue as the editor holds it: always a list. */
export function menuCatalogOf(value: unknown): MenuCatalogCategory[] {
  return Array.isArray(value) ? (value as MenuCatalogCategory[]) : [];
}

/** What is being dragged: a category, or a product within its category. */
type Dragged = { category: number; product: number | null };

/** The name of a listed entry, or its id while the list has none for it. */
const nameIn = (list: readonly NamedEntry[], id: number, kind: string) =>
  list.find((entry) => entry.id === id)?.name ?? `${kind} #${id}`;

/**
 * A menu's catalogue ('menu-catalog'): its categories with their products in display order,
 * each product with its enable flag and schedule. Categories and the products within one are
 * reordered by dragging or with 'Nach oben'/'Nach unten'; categories and products are added
 * from a select. The server's messages stand at the entry they name.
 */
export function MenuCatalogControl({ value, path, id, onChange }: CustomControlProps) {
  const catalog = menuCatalogOf(value);
  const categories = useApiQuery((c, signal) => c.get('/categories', { signal }), []);
  const products = useApiQuery((c, signal) => c.get('/products', { signal }), []);
  const categoryList = categories.status === 'done' ? categories.data : [];
  const productList = products.status === 'done' ? products.data : [];
  const dragged = useRef<Dragged | null>(null);
  const categoryId = (index: number) => `${id}_${index}`;
  const categoryButtons = useListEntryButtons({
    count: catalog.length,
    buttonId: (index, direction) => `${categoryId(index)}-${direction}`,
    move: (from, to) => onChange(moveMenuCategory(catalog, from, to)),
    remove: (index) => onChange(removeMenuCategory(catalog, index)),
    focusAfterRemove: `${id}-add-category`,
  });
  const available = categoryList.filter((entry) => !catalog.some((c) => c.id === entry.id));

  function drop(event: DragEvent, target: Dragged) {
    const source = dragged.current;
    // A category dropped on a product is left to the product's category (the event bubbles).
    if (!source || (source.product === null) !== (target.product === null)) return;
    dragged.current = null;
    event.preventDefault();
    event.stopPropagation();
    if (source.product === null)
      onChange(moveMenuCategory(catalog, source.category, target.category));
    else if (source.category === target.category && target.product !== null)
      onChange(moveMenuProduct(catalog, source.category, source.product, target.product));
  }

  const loadFailed = categories.status === 'error' || products.status === 'error';
  return (
    <div className="bo-menu-catalog">
      {categories.status === 'loading' || products.status === 'loading' ? (
        <p className="bo-muted">Kategorien und Produkte werden geladen…</p>
      ) : null}
      {loadFailed ? (
        <p className="bo-field-error">
          Kategorien und Produkte konnten nicht geladen werden.{' '}
          <button
            type="button"
            className="bw-link-button"
            onClick={() => {
              categories.reload();
              products.reload();
            }}
          >
            Erneut versuchen
          </button>
        </p>
      ) : null}
      {catalog.length === 0 ? <p className="bo-muted">Noch keine Kategorien im Katalog.</p> : null}
      <ol className="bo-menu-catalog__categories">
        {catalog.map((category, index) => (
          <CatalogCategory
            key={category.id}
            category={category}
            name={nameIn(categoryList, category.id, 'Kategorie')}
            index={index}
            id={categoryId(index)}
            path={`${path}.${index}`}
            products={productList}
            catalog={catalog}
            onChange={onChange}
            buttons={categoryButtons(index)}
            onDragStart={(product) => (dragged.current = { category: index, product })}
            onDrop={(event, product) => drop(event, { category: index, product })}
          />
        ))}
      </ol>
      <AddFromList
        id={id}
        label="Kategorie hinzufügen"
        placeholder="– Kategorie wählen –"
        entries={available}
        buttonId={`${id}-add-category`}
        onAdd={(category) => onChange(addMenuCategory(catalog, category))}
      />
    </div>
  );
}

interface CatalogCategoryProps {
  category: MenuCatalogCategory;
  name: string;
  index: number;
  id: string;
  path: string;
  products: readonly NamedEntry[];
  catalog: MenuCatalogCategory[];
  onChange: (catalog: MenuCatalogCategory[]) => void;
  buttons: EntryButtonBindings;
  /** A drag starts: of the category (null) or of one of its products (its index). */
  onDragStart: (product: number | null) => void;
  onDrop: (event: DragEvent, product: number | null) => void;
}

const allowDrop = (event: DragEvent) => event.preventDefault();

/** One category of the catalogue with its products. */
function CatalogCategory({
  category,
  name,
  index,
  id,
  path,
  products,
  catalog,
  onChange,
  buttons,
  onDragStart,
  onDrop,
}: CatalogCategoryProps) {
  const messages = useMessagesAt(`${path}.id`);
  const label = `Kategorie „${name}“`;
  const productId = (p: number) => `${id}_products_${p}`;
  const productButtons = useListEntryButtons({
    count: category.products.length,
    buttonId: (p, direction) => `${productId(p)}-${direction}`,
    move: (from, to) => onChange(moveMenuProduct(catalog, index, from, to)),
    remove: (p) => onChange(removeMenuProduct(catalog, index, p)),
    focusAfterRemove: `${id}-add-product`,
  });
  const available = products.filter(
    (entry) => !category.products.some((product) => product.id === entry.id),
  );

  return (
    <li
      className="bo-menu-catalog__category"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', label);
        onDragStart(null);
      }}
      onDragOver={allowDrop}
      onDrop={(event) => onDrop(event, null)}
    >
      <h4 className="bo-menu-catalog__heading" id={`${id}_id`} tabIndex={-1}>
        {name}
      </h4>
      <FieldMessages id={`${id}_id-error`} messages={messages} />
      <EntryMoveButtons name={label} removeId={`${id}-remove`} {...buttons} />
      {category.products.length === 0 ? (
        <p className="bo-muted">Noch keine Produkte in dieser Kategorie.</p>
      ) : null}
      <ol className="bo-menu-catalog__products">
        {category.products.map((product, p) => (
          <CatalogProduct
            key={product.id}
            product={product}
            name={nameIn(products, product.id, 'Produkt')}
            id={productId(p)}
            path={`${path}.products.${p}`}
            onChange={(change) => onChange(updateMenuProduct(catalog, index, p, change))}
            buttons={productButtons(p)}
            onDragStart={() => onDragStart(p)}
            onDrop={(event) => onDrop(event, p)}
          />
        ))}
      </ol>
      <AddFromList
        id={`${id}-new-product`}
        label={`Produkt zu „${name}“ hinzufügen`}
        placeholder="– Produkt wählen –"
        entries={available}
        buttonId={`${id}-add-product`}
        buttonLabel={`Produkt zu „${name}“ hinzufügen`}
        onAdd={(product) => onChange(addMenuProduct(catalog, index, product))}
      />
    </li>
  );
}

interface CatalogProductProps {
  product: MenuCatalogProduct;
  name: string;
  id: string;
  path: string;
  onChange: (change: Partial<Pick<MenuCatalogProduct, 'isEnabled' | 'schedule'>>) => void;
  buttons: EntryButtonBindings;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
}

/** One product of a category: enable flag, schedule, move and remove. */
function CatalogProduct({
  product,
  name,
  id,
  path,
  onChange,
  buttons,
  onDragStart,
  onDrop,
}: CatalogProductProps) {
  const messages = useMessagesAt(`${path}.id`);
  return (
    <li
      className="bo-menu-catalog__product"
      draggable
      onDragStart={(event) => {
        event.stopPropagation();
        event.dataTransfer.setData('text/plain', name);
        onDragStart();
      }}
      onDragOver={allowDrop}
      onDrop={onDrop}
    >
      <span className="bo-menu-catalog__name" id={`${id}_id`} tabIndex={-1}>
        {name}
      </span>
      <FieldMessages id={`${id}_id-error`} messages={messages} />
      <label className="bo-check">
        <input
          type="checkbox"
          checked={product.isEnabled}
          onChange={(event) => onChange({ isEnabled: event.currentTarget.checked })}
        />
        {`${name} aktiv`}
      </label>
      <ScheduleEditor
        value={product.schedule}
        onChange={(schedule) => onChange({ schedule })}
        path={`${path}.schedule`}
        id={`${id}_schedule`}
        subject={name}
      />
      <EntryMoveButtons name={`Produkt „${name}“`} removeId={`${id}-remove`} {...buttons} />
    </li>
  );
}
