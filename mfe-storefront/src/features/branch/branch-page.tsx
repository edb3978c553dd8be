import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  addToCartEvent,
  branchCatalog,
  CART_ELEMENT_ID,
  categoryBarCategories,
  type Product,
} from '@bestellwerk/domain';
import { useNow, usePageTitle, useStores, useParams } from '@bestellwerk/client';
import { NotFound } from '@bestellwerk/ui';
import { CartPanel, LazyCartContents } from '../cart/index.js';
import { ItemDialogLoader, LazyItemDialog } from '../item-dialog/index.js';
import { BranchHeaderImage, CategoryBanner } from './branch-images.js';
import { CategoryBar, groupElementId } from './category-bar.js';
import { ProductCard } from './product-card.js';
import { StoreNoticeBanner } from './store-notice-banner.js';
import { useCatalogReload } from './use-catalog-reload.js';
import { useTableLink } from './use-table-link.js';
import './branch-page.css';

/** Category and product lists are re-checked every 10 s (spec, "Other behaviour"). */
const CATALOG_RECHECK_MS = 10_000;

/** Starts loading the item dialog's code; a failed load is retried when the dialog opens. */
function preloadItemDialog(): void {
  LazyItemDialog.preload().catch(() => {});
  // What the cart shows once the item is in it.
  LazyCartContents.preload().catch(() => {});
}

/** What the item dialog is open for: a new item of a product, or the cart item at `index`. */
type DialogTarget = { product: Product; index: number | null };

/** `/store/:branch`: intro banner, category bar, the active menu's products, cart and item dialog. */
export const BranchPage = observer(function BranchPage() {
  const { branch: identifier = '' } = useParams();
  const { branches, menus, categories, products, config, cart, analytics } = useStores();
  const now = useNow(CATALOG_RECHECK_MS);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const branch = branches.visible.find((candidate) => candidate.identifier === identifier);
  usePageTitle(branch ? { kind: 'branch', branch } : { kind: 'not-found' });

  const branchId = branch?.id;
  useEffect(() => {
    if (branchId !== undefined) cart.load(identifier);
  }, [cart, identifier, branchId]);
  const reloadCart = useCallback(() => cart.load(identifier), [cart, identifier]);
  useCatalogReload(reloadCart);
  useTableLink(cart, identifier, branchId !== undefined && cart.identifier === identifier);
  // Stable, so the memoised product cards skip re-rendering when only the cart or clock changes.
  const chooseProduct = useCallback(
    (chosen: Product) => setDialog({ product: chosen, index: null }),
    [],
  );

  if (!branch) return <NotFound />;

  const timeZone = config.config?.timeZone;
  const groups =
    branchCatalog(menus.items, branch.id, categories, products, now, timeZone)?.categories ?? [];
  const barCategories = categoryBarCategories(groups).map((group) => group.category);
  const isCartReady = cart.identifier === identifier;

  function openEdit(index: number) {
    const item = cart.items[index];
    if (item) setDialog({ product: item.product, index });
  }

  return (
    <div className="bw-store">
      <BranchHeaderImage branch={branch} />
      <StoreNoticeBanner
        branch={branch}
        orderType={cart.deliveryMethod}
        now={now}
        timeZone={timeZone}
      />
      {config.config?.enablePluginCategoryBar && barCategories.length > 0 ? (
        <CategoryBar categories={barCategories} />
      ) : null}
      {/* Any hover, focus or touch on the menu or cart starts loading the item dialog's code. */}
      <div
        className="bw-store__layout"
        onPointerOver={preloadItemDialog}
        onFocus={preloadItemDialog}
        onTouchStart={preloadItemDialog}
      >
        <div className="bw-store__menu">
          {groups.length === 0 ? <p>Derzeit sind keine Produkte verfügbar.</p> : null}
          {groups.map(({ category, products: items }) => (
            <section
              key={category.id}
              id={groupElementId(category.id)}
              className="bw-store__group"
              aria-labelledby={`${groupElementId(category.id)}-title`}
            >
              <CategoryBanner category={category} />
              <h2 id={`${groupElementId(category.id)}-title`}>{category.name}</h2>
              {category.description ? <p className="bw-muted">{category.description}</p> : null}
              <ul className="bw-store__products">
                {items.map(({ product, isOrderable }, index) => (
                  <li key={`${index}-${product.id}`} data-testid="catalog-product">
                    <ProductCard
                      product={product}
                      isOrderable={isOrderable}
                      onChoose={chooseProduct}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {/* The target of the frame's skip link 'Zum Warenkorb'. */}
        <div id={CART_ELEMENT_ID} className="bw-store__cart" tabIndex={-1}>
          {isCartReady ? <CartPanel now={now} onEdit={openEdit} /> : null}
        </div>
      </div>
      <p className="bw-visually-hidden" role="status">
        {announcement}
      </p>
      {dialog ? (
        <ItemDialogLoader
          key={`${dialog.product.id}-${dialog.index}`}
          product={dialog.product}
          item={dialog.index === null ? undefined : cart.items[dialog.index]}
          onClose={() => setDialog(null)}
          onSave={(item) => {
            if (dialog.index === null) {
              cart.addItem(item);
              analytics.track(addToCartEvent(item, config.config?.currency || 'EUR'));
              setAnnouncement(`${item.product.name} wurde in den Warenkorb gelegt.`);
            } else {
              cart.replaceItem(dialog.index, item);
              setAnnouncement(`${item.product.name} wurde geändert.`);
            }
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
});
