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
import type { CustomControlProps } from '../editor/editor-context.js';
import { FieldMessages, useMessagesAt } from './field-messages.js';
import { focusAfterMove, MoveButtons } from './move-buttons.js';
import { ScheduleEditor } from './schedule-editor.js';
import { useFocusAfterRender } from './use-focus-after.js';

interface NamedEntry {
  id: number;
  name: string;
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
  const categories = useApiQuery((c, signal) => c.get<NamedEntry[]>('/categories', { signal }), []);
  const products = useApiQuery((c, signal) => c.get<NamedEntry[]>('/products', { signal }), []);
  const categoryList = categories.status === 'done' ? categories.data : [];
  const productList = products.status === 'done' ? products.data : [];
  const focus = useFocusAfterRender();
  const dragged = useRef<Dragged | null>(null);
  const [newCategory, setNewCategory] = useState('');
  const categoryId = (index: number) => `${id}_${index}`;
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
            count={catalog.length}
            id={categoryId(index)}
            path={`${path}.${index}`}
            products={productList}
            catalog={catalog}
            onChange={onChange}
            onMove={(from, to) => {
              onChange(moveMenuCategory(catalog, from, to));
              focus(focusAfterMove((i, a) => `${categoryId(i)}-${a}`, from, to, catalog.length));
            }}
            onRemove={() => {
              onChange(removeMenuCategory(catalog, index));
              focus(`${id}-add-category`);
            }}
            onDragStart={(product) => (dragged.current = { category: index, product })}
            onDrop={(event, product) => drop(event, { category: index, product })}
          />
        ))}
      </ol>
      <div className="bo-menu-catalog__add">
        <div className="bo-field">
          <label htmlFor={id}>Kategorie hinzufügen</label>
          <select id={id} value={newCategory} onChange={(e) => setNewCategory(e.target.value)}>
            <option value="">– Kategorie wählen –</option>
            {available.map((entry) => (
              <option key={entry.id} value={String(entry.id)}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          id={`${id}-add-category`}
          variant="secondary"
          disabled={newCategory === ''}
          onClick={() => {
            onChange(addMenuCategory(catalog, Number(newCategory)));
            setNewCategory('');
          }}
        >
          Hinzufügen
        </Button>
      </div>
    </div>
  );
}

interface CatalogCategoryProps {
  category: MenuCatalogCategory;
  name: string;
  index: number;
  count: number;
  id: string;
  path: string;
  products: readonly NamedEntry[];
  catalog: MenuCatalogCategory[];
  onChange: (catalog: MenuCatalogCategory[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
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
  count,
  id,
  path,
  products,
  catalog,
  onChange,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
}: CatalogCategoryProps) {
  const focus = useFocusAfterRender();
  const messages = useMessagesAt(`${path}.id`);
  const [newProduct, setNewProduct] = useState('');
  const label = `Kategorie „${name}“`;
  const productId = (p: number) => `${id}_products_${p}`;
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
      <MoveButtons
        name={label}
        index={index}
        count={count}
        idPrefix={id}
        onMove={onMove}
        onRemove={onRemove}
      />
      {category.products.length === 0 ? (
        <p className="bo-muted">Noch keine Produkte in dieser Kategorie.</p>
      ) : null}
      <ol className="bo-menu-catalog__products">
        {category.products.map((product, p) => (
          <CatalogProduct
            key={product.id}
            product={product}
            name={nameIn(products, product.id, 'Produkt')}
            index={p}
            count={category.products.length}
            id={productId(p)}
            path={`${path}.products.${p}`}
            onChange={(change) => onChange(updateMenuProduct(catalog, index, p, change))}
            onMove={(from, to) => {
              onChange(moveMenuProduct(catalog, index, from, to));
              focus(
                focusAfterMove(
                  (i, a) => `${productId(i)}-${a}`,
                  from,
                  to,
                  category.products.length,
                ),
              );
            }}
            onRemove={() => {
              onChange(removeMenuProduct(catalog, index, p));
              focus(`${id}-add-product`);
            }}
            onDragStart={() => onDragStart(p)}
            onDrop={(event) => onDrop(event, p)}
          />
        ))}
      </ol>
      <div className="bo-menu-catalog__add">
        <div className="bo-field">
          <label htmlFor={`${id}-new-product`}>{`Produkt zu „${name}“ hinzufügen`}</label>
          <select
            id={`${id}-new-product`}
            value={newProduct}
            onChange={(event) => setNewProduct(event.target.value)}
          >
            <option value="">– Produkt wählen –</option>
            {available.map((entry) => (
              <option key={entry.id} value={String(entry.id)}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          id={`${id}-add-product`}
          variant="secondary"
          aria-label={`Produkt zu „${name}“ hinzufügen`}
          disabled={newProduct === ''}
          onClick={() => {
            onChange(addMenuProduct(catalog, index, Number(newProduct)));
            setNewProduct('');
          }}
        >
          Hinzufügen
        </Button>
      </div>
    </li>
  );
}

interface CatalogProductProps {
  product: MenuCatalogProduct;
  name: string;
  index: number;
  count: number;
  id: string;
  path: string;
  onChange: (change: Partial<Pick<MenuCatalogProduct, 'isEnabled' | 'schedule'>>) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
}

/** One product of a category: enable flag, schedule, move and remove. */
function CatalogProduct({
  product,
  name,
  index,
  count,
  id,
  path,
  onChange,
  onMove,
  onRemove,
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
      <MoveButtons
        name={`Produkt „${name}“`}
        index={index}
        count={count}
        idPrefix={id}
        onMove={onMove}
        onRemove={onRemove}
      />
    </li>
  );
}
