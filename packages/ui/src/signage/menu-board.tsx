import { useLayoutEffect, useRef, useState } from 'react';
import {
  catalogPriceText,
  menuBoardFallbacks,
  menuBoardLayout,
  type MenuBoardLayout,
  signageMenuGroups,
  type SignageMenuContent,
} from '@bestellwerk/domain';
import { colorStyle, type BoardProps } from './board-props.js';
import { menuImageUrl } from './media-urls.js';
import { SIGNAGE_STAGE_SIZES } from './signage-stage.js';

/** Padding of a board, its title's and its price notice's height, in stage pixels. */
const PADDING = 60;
const TITLE_HEIGHT = 130;
const NOTICE_HEIGHT = 50;

/** Shown instead of prices a TV could not refresh for longer than allowed. */
export const PRICES_UNAVAILABLE_TEXT = 'Preise derzeit nicht verfügbar';

/**
 * A menu board: the chosen categories of the branch's active menu with names, the
 * storefront's price lines, allergen codes and pictures; what cannot be ordered now dimmed
 * as "ausverkauft" or left out. Columns and type size follow the number of rows, so nothing
 * is cut off. Stale prices are not shown.
 */
export function MenuBoard({
  content,
  display,
  now,
  pricesFresh,
  mediaUrl,
}: BoardProps<SignageMenuContent>) {
  const groups = signageMenuGroups(
    display.catalog,
    display.device.branch?.id ?? null,
    content,
    now,
    display.timeZone,
  );
  const stage = SIGNAGE_STAGE_SIZES[display.device.orientation];
  const showPrices = content.showPrices && pricesFresh;
  const showNotice = content.showPrices && !pricesFresh;
  const items = groups.reduce((sum, group) => sum + group.items.length, 0);
  const width = stage.width - 2 * PADDING;
  const estimate = menuBoardLayout({
    width,
    height:
      stage.height -
      2 * PADDING -
      (content.title ? TITLE_HEIGHT : 0) -
      (showNotice ? NOTICE_HEIGHT : 0),
    categories: groups.length,
    items,
    withImages: content.showImages,
  });
  const fit = useMeasuredFit(
    `${estimate.columns}:${estimate.fontSize}:${groups.length}:${items}`,
    estimate,
    width,
  );
  return (
    <div className="bw-signage-board bw-signage-menu" style={colorStyle(content)}>
      {content.title ? <h1 className="bw-signage-board__title">{content.title}</h1> : null}
      <div
        ref={fit.ref}
        className="bw-signage-menu__columns"
        data-columns={fit.layout.columns}
        data-font-size={fit.layout.fontSize}
        style={{ columnCount: fit.layout.columns, fontSize: fit.layout.fontSize }}
      >
        {groups.map(({ category, items: rows }) => (
          <section key={category.id} className="bw-signage-menu__group" aria-label={category.name}>
            <h2 className="bw-signage-menu__category">{category.name}</h2>
            <ul className="bw-signage-menu__items">
              {rows.map(({ product, isOrderable }) => {
                const image = content.showImages ? product.images[0] : undefined;
                return (
                  <li
                    key={product.id}
                    className={
                      isOrderable
                        ? 'bw-signage-menu__item'
                        : 'bw-signage-menu__item bw-signage-menu__item--unavailable'
                    }
                  >
                    {image ? (
                      <img
                        className="bw-signage-menu__image"
                        src={mediaUrl(menuImageUrl(image))}
                        alt=""
                      />
                    ) : null}
                    <span className="bw-signage-menu__name">
                      {product.name}
                      {content.showAllergens && product.allergens.length > 0 ? (
                        <small className="bw-signage-menu__allergens">
                          {' '}
                          {product.allergens.join(', ')}
                        </small>
                      ) : null}
                    </span>
                    {isOrderable ? (
                      showPrices ? (
                        <span className="bw-signage-menu__price">{catalogPriceText(product)}</span>
                      ) : null
                    ) : (
                      <span className="bw-signage-menu__sold-out">ausverkauft</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {showNotice ? <p className="bw-signage-menu__notice">{PRICES_UNAVAILABLE_TEXT}</p> : null}
    </div>
  );
}

/**
 * The estimated layout, replaced by the next of `menuBoardFallbacks` (more columns, then
 * smaller type) while the rendered columns still overflow their box: long names wrap onto a
 * second line, which no estimate from counts knows, and an overflowing board would push a
 * column off the screen. Measured after layout, before paint, so an overflowing try is never
 * shown. Starts again from the estimate when `key` (what the estimate was made from) changes.
 */
function useMeasuredFit(key: string, estimate: MenuBoardLayout, width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ key, steps: 0 });
  const steps = fit.key === key ? fit.steps : 0;
  const fallbacks = menuBoardFallbacks(estimate, width);
  const layout = steps === 0 ? estimate : (fallbacks[steps - 1] ?? estimate);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || steps >= fallbacks.length) return;
    const overflows =
      box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    if (overflows) setFit({ key, steps: steps + 1 });
  }, [key, steps, fallbacks.length]);
  return { ref, layout };
}
