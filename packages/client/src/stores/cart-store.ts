import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  availableDeliveryMethods,
  branchCatalog,
  cartItemCount,
  clearCart,
  DELIVERY_METHODS,
  emptyCart,
  formatEuro,
  initialDeliveryMethod,
  isDeliveryMethodAvailable,
  migrateCart,
  priceCart,
  toCartItemInput,
  withDeliveryMethod,
  deliveryMethodOfCart,
  isUploadPart,
  type Branch,
  type CartItem,
  type CartItemInput,
  type CartOrderDetails,
  type CartPriceResult,
  type CartState,
  type Category,
  type Config,
  type DeliveryArea,
  type Id,
  type Menu,
  type OrderType,
  type OrderUploadToken,
  type Product,
} from '@bestellwerk/domain';

/** Finds an entity by id (the client's list stores). */
interface Lookup<T> {
  items: readonly T[];
  get(id: Id): T | undefined;
}

/**
 * What the cart reads from the other stores. The root store satisfies it; it is read lazily, at
 * call time, so the root store can hand over `this` while it is still being built.
 */
export interface CartSources {
  config: { config: Config | null };
  branches: { items: readonly Branch[] };
  menus: { items: readonly Menu[] };
  categories: Lookup<Category>;
  products: Lookup<Product>;
}

/**
 * The order details the cart keeps: the domain's appointment and comment, plus the table a QR
 * code on a dine-in table named (`/store/{branch}?table={identifier}`), so the checkout can
 * preselect it. The table survives `clear`: the guest still sits at it.
 */
export interface CartStoreOrderDetails extends CartOrderDetails {
  table: string | null;
}

/** Where carts are kept: the browser's session storage unless a test passes its own. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session-storage key of a branch's cart (items, isDelivery, isDineIn, deliveryArea, order). */
export function cartStorageKey(identifier: string): string {
  return `bestellwerk.cart.${identifier}`;
}

/** Session-storage key of the order whose online payment the branch's cart waits for. */
export function awaitedPaymentStorageKey(identifier: string): string {
  return `bestellwerk.awaited-payment.${identifier}`;
}

/** Session-storage key of a branch's chosen delivery method. */
export function deliveryMethodStorageKey(identifier: string): string {
  return `bestellwerk.delivery-method.${identifier}`;
}

/**
 * Session-storage key of the tokens of the files uploaded in this browser session (upload id →
 * token, for every branch): an order may name an upload only with its token.
 */
export const UPLOAD_TOKENS_STORAGE_KEY = 'bestellwerk.upload-tokens';

function browserSessionStorage(): CartStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled by the browser: the cart then lives only as long as the page.
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored cart, or an empty one when the text is missing or not a cart. */
function parseCart(text: string | null): CartState {
  const empty = emptyCart();
  if (text === null) return empty;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isObject(stored) || !Array.isArray(stored.items)) return empty;
    const items = stored.items.filter(
      (item): item is CartItem =>
        isObject(item) &&
        isObject(item.product) &&
        typeof item.amount === 'number' &&
        typeof item.unit === 'string' &&
        Array.isArray(item.parts),
    );
    const order = isObject(stored.order) ? stored.order : {};
    const details: CartStoreOrderDetails = {
      appointment: typeof order.appointment === 'string' ? order.appointment : null,
      comment: typeof order.comment === 'string' ? order.comment : '',
      table: typeof order.table === 'string' ? order.table : null,
    };
    return {
      items,
      isDelivery: stored.isDelivery === true,
      isDineIn: stored.isDineIn === true,
      deliveryArea: typeof stored.deliveryArea === 'number' ? stored.deliveryArea : null,
      order: details,
    };
  } catch {
    return empty;
  }
}

/** The stored upload tokens by upload id; none when the text is missing or malformed. */
function parseUploadTokens(text: string | null): Map<number, string> {
  const tokens = new Map<number, string>();
  if (text === null) return tokens;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isObject(stored)) return tokens;
    for (const [id, token] of Object.entries(stored))
      if (/^\d+$/.test(id) && typeof token === 'string') tokens.set(Number(id), token);
  } catch {
    // A damaged entry only costs the tokens: the files are uploaded again.
  }
  return tokens;
}

function parseDeliveryMethod(text: string | null): OrderType | null {
  return DELIVERY_METHODS.find((method) => method === text) ?? null;
}

/**
 * The cart of the branch being shopped (storefront.md §3 "Cart", §4 "Cart persistence",
 * "Delivery method"), shared by the branch page and the checkout remote.
 *
 * Usage: `load(identifier)` when a branch page or its checkout opens (again after the product
 * lists were reloaded); then read `items`, `deliveryMethod`, `deliveryArea` and `price(now)`,
 * and change the cart with `addItem`, `replaceItem`, `removeItem`, `setDeliveryMethod`,
 * `setDeliveryArea`, `setOrderDetails` and `clear` (after a successful order). Every change is
 * written to session storage at once, per branch identifier.
 */
export class CartStore {
  /** The identifier of the branch whose cart is loaded; null before `load`. */
  identifier: string | null = null;
  /** The loaded cart. Replaced as a whole on every change (the domain's functions are pure). */
  state: CartState = emptyCart();

  private readonly sources: CartSources;
  private readonly storage: () => CartStorage | null;
  /** Tokens of this session's uploads, also kept here when session storage is unavailable. */
  private readonly tokens = new Map<number, string>();

  constructor(sources: CartSources, storage: () => CartStorage | null = browserSessionStorage) {
    this.sources = sources;
    this.storage = storage;
    makeObservable<CartStore, 'update'>(this, {
      identifier: observable,
      state: observableRef,
      branch: computed,
      items: computed,
      itemCount: computed,
      deliveryMethod: computed,
      deliveryMethods: computed,
      deliveryArea: computed,
      orderDetails: computed,
      load: action,
      addItem: action,
      replaceItem: action,
      removeItem: action,
      setDeliveryMethod: action,
      setDeliveryArea: action,
      setOrderDetails: action,
      clear: action,
      settleAwaitedPayment: action,
      update: action,
    });
  }

  /**
   * Loads the cart of a branch from session storage and brings it up to date: items whose
   * product is no longer orderable unchanged (id, name, description, price) at `now` are dropped,
   * the first delivery area is preselected when none is set, and the delivery method is the
   * persisted one, else the configured default once (if the branch offers it), else takeaway or
   * the first method the branch offers. The result is written back at once.
   */
  load(identifier: string, now: Date = new Date()): void {
    const storage = this.storage();
    this.identifier = identifier;
    const stored = parseCart(storage?.getItem(cartStorageKey(identifier)) ?? null);
    const branch = this.branch;
    if (branch === null) {
      this.state = stored;
      return;
    }
    const method = initialDeliveryMethod(
      parseDeliveryMethod(storage?.getItem(deliveryMethodStorageKey(identifier)) ?? null),
      this.sources.config.config?.defaultDeliveryMethod ?? null,
      branch,
    );
    const migrated = migrateCart(stored, this.orderableProducts(now), branch.deliveryAreas);
    this.update(withDeliveryMethod(migrated, method));
  }

  /** The branch of the loaded cart, or null (not loaded, or no such branch). */
  get branch(): Branch | null {
    const identifier = this.identifier;
    return this.sources.branches.items.find((b) => b.identifier === identifier) ?? null;
  }

  /** The items in the order they were added. */
  get items(): CartItem[] {
    return this.state.items;
  }

  /** The count the cart button shows: pairs and persons by amount, everything else 1 per item. */
  get itemCount(): number {
    return cartItemCount(this.state.items);
  }

  /** The chosen delivery method: takeaway, delivery or dineIn. */
  get deliveryMethod(): OrderType {
    return deliveryMethodOfCart(this.state);
  }

  /** The methods the branch offers, in panel order (takeaway, delivery, dine-in). */
  get deliveryMethods(): OrderType[] {
    return this.branch ? availableDeliveryMethods(this.branch) : [];
  }

  /** The chosen delivery area of the branch (kept while another method is chosen), or null. */
  get deliveryArea(): DeliveryArea | null {
    const id = this.state.deliveryArea;
    return this.branch?.deliveryAreas.find((area) => area.id === id) ?? null;
  }

  /** Appointment, comment and table of the order form, as kept with the cart. */
  get orderDetails(): CartStoreOrderDetails {
    const order: Partial<CartStoreOrderDetails> = this.state.order;
    return {
      appointment: order.appointment ?? null,
      comment: order.comment ?? '',
      table: order.table ?? null,
    };
  }

  /** The products of the branch's active menu that can be ordered at `now`. */
  orderableProducts(now: Date = new Date()): Product[] {
    const branch = this.branch;
    if (!branch) return [];
    const { menus, categories, products, config } = this.sources;
    const catalog = branchCatalog(
      menus.items,
      branch.id,
      categories,
      products,
      now,
      config.config?.timeZone,
    );
    return (catalog?.categories ?? []).flatMap((group) =>
      group.products.filter((entry) => entry.isOrderable).map((entry) => entry.product),
    );
  }

  /**
   * The cart priced at `now` with the domain's priceCart (totals, taxes per rate, delivery fee,
   * minimum-order and free-delivery state, and the reasons an order cannot be placed).
   */
  price(now: Date = new Date()): CartPriceResult {
    return priceCart({
      products: this.orderableProducts(now),
      items: this.itemInputs(),
      orderType: this.deliveryMethod,
      deliveryArea: this.deliveryArea,
      formatMoney: (euros) => formatEuro(euros),
    });
  }

  /** The items as the order request sends them (products by id). */
  itemInputs(): CartItemInput[] {
    return this.state.items.map(toCartItemInput);
  }

  /**
   * Keeps the secret token of a file uploaded in the item dialog (the upload answer carries
   * it), in session storage beside the carts, so the checkout can send it with the order.
   */
  rememberUploadToken(upload: OrderUploadToken): void {
    const storage = this.storage();
    const stored = parseUploadTokens(storage?.getItem(UPLOAD_TOKENS_STORAGE_KEY) ?? null);
    stored.set(upload.id, upload.token);
    this.tokens.set(upload.id, upload.token);
    storage?.setItem(UPLOAD_TOKENS_STORAGE_KEY, JSON.stringify(Object.fromEntries(stored)));
  }

  /**
   * The tokens of the uploads the items' upload parts name, as the order request sends them
   * (`uploadTokens`); uploads whose token this session does not know are left out (the server
   * then names the part).
   */
  uploadTokens(): OrderUploadToken[] {
    const stored = parseUploadTokens(this.storage()?.getItem(UPLOAD_TOKENS_STORAGE_KEY) ?? null);
    const ids = new Set<number>();
    for (const item of this.state.items) {
      const parts = item.product.type === 'configurable' ? item.product.config.parts : [];
      parts.forEach((part, index) => {
        if (!isUploadPart(part.type)) return;
        const value = item.parts[index];
        for (const id of Array.isArray(value) ? value : [value])
          if (typeof id === 'number') ids.add(id);
      });
    }
    return [...ids].flatMap((id) => {
      const token = stored.get(id) ?? this.tokens.get(id);
      return token ? [{ id, token }] : [];
    });
  }

  /** Adds an item at the end. */
  addItem(item: CartItem): void {
    this.update({ ...this.state, items: [...this.state.items, item] });
  }

  /** Replaces the item at `index` (editing from the cart); an unknown index adds the item. */
  replaceItem(index: number, item: CartItem): void {
    if (index < 0 || index >= this.state.items.length) return this.addItem(item);
    this.update({
      ...this.state,
      items: this.state.items.map((current, i) => (i === index ? item : current)),
    });
  }

  /** Removes the item at `index`. */
  removeItem(index: number): void {
    this.update({ ...this.state, items: this.state.items.filter((_item, i) => i !== index) });
  }

  /** Chooses a delivery method the branch offers (others are ignored) and persists it. */
  setDeliveryMethod(method: OrderType): void {
    const branch = this.branch;
    if (!branch || !isDeliveryMethodAvailable(method, branch)) return;
    this.storage()?.setItem(deliveryMethodStorageKey(branch.identifier), method);
    this.update(withDeliveryMethod(this.state, method));
  }

  /** Chooses one of the branch's delivery areas (others are ignored). */
  setDeliveryArea(id: Id): void {
    if (!this.branch?.deliveryAreas.some((area) => area.id === id)) return;
    this.update({ ...this.state, deliveryArea: id });
  }

  /** Keeps the appointment, comment and/or table of the order form with the cart. */
  setOrderDetails(details: Partial<CartStoreOrderDetails>): void {
    const order: CartStoreOrderDetails = { ...this.orderDetails, ...details };
    this.update({ ...this.state, order });
  }

  /** Empties the items and resets appointment and comment; method, area and table stay. */
  clear(): void {
    const cleared = clearCart(this.state);
    const order: CartStoreOrderDetails = { ...cleared.order, table: this.orderDetails.table };
    this.update({ ...cleared, order });
  }

  /**
   * Remembers that the loaded cart was ordered as `orderUid` and is being paid online. The cart
   * stays as it is, so a failed payment returns to a full checkout; `settleAwaitedPayment`
   * empties it once the order's status page opens.
   */
  awaitPayment(orderUid: string): void {
    if (this.identifier === null) return;
    this.storage()?.setItem(awaitedPaymentStorageKey(this.identifier), orderUid);
  }

  /**
   * Empties the cart of branch `identifier` if it waits for the payment of `orderUid` (the
   * customer came back from the provider to the status page of that order). Answers whether it did.
   */
  settleAwaitedPayment(identifier: string, orderUid: string): boolean {
    const storage = this.storage();
    if (storage?.getItem(awaitedPaymentStorageKey(identifier)) !== orderUid) return false;
    storage.removeItem(awaitedPaymentStorageKey(identifier));
    const shopping = this.identifier;
    if (shopping !== identifier) this.load(identifier);
    this.clear();
    if (shopping !== null && shopping !== identifier) this.load(shopping);
    return true;
  }

  private update(state: CartState): void {
    this.state = state;
    if (this.identifier === null) return;
    const storage = this.storage();
    storage?.setItem(cartStorageKey(this.identifier), JSON.stringify(state));
    if (this.branch) {
      storage?.setItem(deliveryMethodStorageKey(this.identifier), this.deliveryMethod);
    }
  }
}
