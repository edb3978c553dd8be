// The demo pictures as SVG documents: a product on its table, a category banner, a branch's
// shop front and logo.
import { Canvas } from './canvas.js';
import { drawFood, type FoodDrawing } from './food.js';
import { crumbs, room, surface, svgDocument, type Backdrop, type Surface } from './scene.js';
import { logoSvgBody, shopFrontBody, type ShopFrontStyle } from './shop-front.js';

/** Size of a product picture (16:10, as the product card shows it). */
export const PRODUCT_SIZE = { width: 640, height: 400 } as const;

/** How a product is pictured. */
export interface ProductPicture {
  food: FoodDrawing;
  backdrop: Backdrop;
  surface: Surface;
}

/** A product on a board or plate on the table; `seed` makes its scatter its own. */
export function productSvg(seed: string, picture: ProductPicture): string {
  const { width, height } = PRODUCT_SIZE;
  const c = new Canvas(seed);
  const baseY = 318;
  return svgDocument(
    width,
    height,
    room(c, picture.backdrop, width, height, 280) +
      surface(c, picture.surface, width / 2, baseY, 220) +
      crumbs(c, width / 2, 372, 260) +
      `<g transform="translate(${width / 2} ${baseY - 6}) scale(0.9)">${drawFood(c, picture.food)}</g>`,
  );
}

/** Size of a category banner. */
export const CATEGORY_SIZE = { width: 960, height: 300 } as const;

/** A category banner: three of its products side by side on the table. */
export function categorySvg(
  seed: string,
  backdrop: Backdrop,
  products: readonly ProductPicture[],
): string {
  const { width, height } = CATEGORY_SIZE;
  const c = new Canvas(seed);
  const baseY = 250;
  const items = products
    .map((picture, i) => {
      const x = Math.round(width * (0.2 + i * 0.3));
      return `${surface(c, picture.surface, x, baseY, 150)}<g transform="translate(${x} ${baseY - 4}) scale(0.58)">${drawFood(c, picture.food)}</g>`;
    })
    .join('');
  return svgDocument(
    width,
    height,
    room(c, backdrop, width, height, 215) + crumbs(c, width / 2, 285, 420) + items,
  );
}

/** Size of a branch's header image (16:9). */
export const SHOP_FRONT_SIZE = { width: 1280, height: 720 } as const;

/** A branch's header image: its shop front. */
export function shopFrontSvg(seed: string, style: ShopFrontStyle): string {
  const { width, height } = SHOP_FRONT_SIZE;
  return svgDocument(width, height, shopFrontBody(new Canvas(seed), style, width, height));
}

/** Size of a branch logo. */
export const LOGO_SIZE = 320;

/** A branch's round logo (transparent corners). */
export function logoSvg(seed: string, style: ShopFrontStyle): string {
  return svgDocument(LOGO_SIZE, LOGO_SIZE, logoSvgBody(new Canvas(seed), style, LOGO_SIZE));
}
