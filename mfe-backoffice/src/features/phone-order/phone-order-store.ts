import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  availableDeliveryMethods,
  branchCatalog,
  branchClosedNotice,
  checkoutDeliveryError,
  formatEuro,
  instantOfDayMinutes,
  isCalendarDate,
  isOnlinePaymentMethod,
  orderItemControlOf,
  parseTimeOfDay,
  priceCart,
  toCartItemInput,
  validateAppointment,
  validateOrderForm,
  withPricingErrors,
  type FieldError,
  type Branch,
  type CartItem,
  type CartPriceResult,
  type CatalogLookup,
  type Category,
  type DateString,
  type DeliveryArea,
  type Id,
  type Menu,
  type Order,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Product,
  type StaffOrderInput,
  type TimeString,
} from '@bestellwerk/domain';
import { OrderFormStore, type OrderFormSources } from '@bestellwerk/client/forms';

/** What the phone order reads and calls; the root store satisfies it. */
export interface PhoneOrderSources extends OrderFormSources {
  session: { worksFor(branchId: Id): boolean };
  branches: { items: readonly Branch[] };
  menus: { items: readonly Menu[] };
  categories: CatalogLookup<Category>;
  products: CatalogLookup<Product>;
}

/** The fields staff type or tick in the customer part of the form. */
export type CustomerField = Exclude<
  keyof OrderForm,
  | 'branch'
  | 'table'
  | 'deliveryArea'
  | 'appointmentDate'
  | 'paymentMethod'
  | 'legalInstructions'
  | 'privacyPolicy'
  | 'donatee'
>;

/** The orderable products of one menu category, as the product picker lists them. */
export interface ProductGroup {
  category: Category;
  products: Product[];
}

/** What a submit came to. */
export type PhoneOrderOutcome =
  { kind: 'invalid' } | { kind: 'failed' } | { kind: 'created'; order: Order };

/** Own messages of the phone order (the rest are the domain's). */
export const PHONE_ORDER_MESSAGES = {
  noBranch: 'Bitte wählen Sie eine Filiale aus.',
  noTime: 'Bitte wählen Sie eine Uhrzeit aus.',
} as const;

/** The legal checkboxes belong to the customer's own checkout; staff orders do not ask them. */
const LEGAL_FIELDS: ReadonlySet<string> = new Set(['legalInstructions', 'privacyPolicy']);

/**
 * An order staff take on the phone (`/backend/orders/new`): branch (those the user works for),
 * order type (those the branch offers), items from the branch's current catalog, the customer's
 * details as the branch requires them, appointment, payment on site and comment. Built, checked
 * and priced with the checkout's domain rules, so the total shown is the one the server computes.
 */
export class PhoneOrderStore extends OrderFormStore<StaffOrderInput, CustomerField> {
  chosenBranchId: Id | null = null;
  chosenOrderType: OrderType | null = null;
  items: CartItem[] = [];
  appointmentDay: DateString | '' = '';
  appointmentTime: TimeString | '' = '';
  productSearch = '';

  constructor(
    protected override readonly sources: PhoneOrderSources,
    now?: Date,
    newKey?: () => string,
  ) {
    super(sources, now, newKey);
    makeObservable<PhoneOrderStore, 'catalogGroups' | 'orderedProducts'>(this, {
      chosenBranchId: observable,
      chosenOrderType: observable,
      items: observableRef,
      appointmentDay: observable,
      appointmentTime: observable,
      productSearch: observable,
      branches: computed,
      branch: computed,
      orderTypes: computed,
      orderType: computed,
      orderedProducts: computed,
      catalogGroups: computed,
      orderableProducts: computed,
      productGroups: computed,
      deliveryArea: computed,
      priced: computed,
      appointmentTimes: computed,
      appointment: computed,
      body: computed,
      clientErrors: computed,
      setBranch: action,
      setOrderType: action,
      addItem: action,
      replaceItem: action,
      removeItem: action,
      setDeliveryArea: action,
      setTable: action,
      setAppointmentDay: action,
      setAppointmentTime: action,
      clearAppointment: action,
      setProductSearch: action,
    });
  }

  /**
   * The branches the signed-in user works for (administrators: all) that take orders: enabled
   * and public, as the server requires.
   */
  get branches(): Branch[] {
    return this.sources.branches.items.filter(
      (branch) => branch.isEnabled && branch.isPublic && this.sources.session.worksFor(branch.id),
    );
  }

  /** The lines of the closed notice while the branch is closed now, else null. */
  get closedNotice(): string[] | null {
    const branch = this.branch;
    return branch ? branchClosedNotice(branch, this.now, this.timeZone) : null;
  }

  /** The chosen branch, else the first the user works for. */
  get branch(): Branch | null {
    const branches = this.branches;
    return branches.find((b) => b.id === this.chosenBranchId) ?? branches[0] ?? null;
  }

  /** The order types the branch offers (takeaway, delivery, dine-in order). */
  get orderTypes(): OrderType[] {
    return this.branch ? availableDeliveryMethods(this.branch) : [];
  }

  /** The chosen order type while the branch offers it, else its first. */
  get orderType(): OrderType {
    const chosen = this.chosenOrderType;
    const types = this.orderTypes;
    return chosen && types.includes(chosen) ? chosen : (types[0] ?? 'takeaway');
  }

  protected get orderedProducts(): Product[] {
    return this.items.map((item) => item.product);
  }

  /** The categories of the branch's active menu with what can be ordered from them now. */
  private get catalogGroups(): ProductGroup[] {
    const branch = this.branch;
    if (!branch) return [];
    const { menus, categories, products } = this.sources;
    const catalog = branchCatalog(
      menus.items,
      branch.id,
      categories,
      products,
      this.now,
      this.timeZone,
    );
    return (catalog?.categories ?? [])
      .map((group) => ({
        category: group.category,
        products: group.products.filter((p) => p.isOrderable).map((p) => p.product),
      }))
      .filter((group) => group.products.length > 0);
  }

  /** The products of the branch's current catalog that can be ordered now. */
  get orderableProducts(): Product[] {
    const byId = new Map<Id, Product>();
    for (const group of this.catalogGroups)
      for (const product of group.products)
        if (!byId.has(product.id)) byId.set(product.id, product);
    return [...byId.values()];
  }

  /** The product picker's list: the catalog's groups narrowed to products matching the search. */
  get productGroups(): ProductGroup[] {
    const words = this.productSearch.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.catalogGroups;
    return this.catalogGroups
      .map((group) => ({
        category: group.category,
        products: group.products.filter((product) => {
          const text = `${product.name} ${product.description}`.toLocaleLowerCase('de');
          return words.every((word) => text.includes(word));
        }),
      }))
      .filter((group) => group.products.length > 0);
  }

  /** The chosen delivery area of the branch, for delivery orders; null otherwise. */
  get deliveryArea(): DeliveryArea | null {
    if (this.orderType !== 'delivery') return null;
    return this.branch?.deliveryAreas.find((area) => area.id === this.form.deliveryArea) ?? null;
  }

  /** The items priced with the domain's priceCart, exactly as the server prices the order. */
  get priced(): CartPriceResult {
    return priceCart({
      products: this.orderableProducts,
      items: this.items.map(toCartItemInput),
      orderType: this.orderType,
      deliveryArea: this.deliveryArea,
      formatMoney: (euros) => formatEuro(euros),
    });
  }

  /** Only payment on site (cash, ATM card, voucher); no online payment. */
  protected override takesPaymentMethod(method: PaymentMethod): boolean {
    return !isOnlinePaymentMethod(method);
  }

  /** The first offered (cash when it is), else cash. */
  protected fallbackPaymentMethod(): PaymentMethod {
    return this.paymentMethods[0] ?? 'cash';
  }

  /** The legal checkboxes are the customer's own (see LEGAL_FIELDS). */
  protected override asksField(field: string): boolean {
    return !LEGAL_FIELDS.has(field);
  }

  /** Messages about an item belong to its row (`items.0.amount` → `items.0`). */
  protected override controlOf(field: string | undefined): string | null {
    return orderItemControlOf(field);
  }

  /** The times (`HH:mm`) that can be booked on the chosen day. */
  get appointmentTimes(): TimeString[] {
    const day = this.appointmentDay;
    if (!day || !isCalendarDate(day)) return [];
    return this.planner?.timesOfDay(day).map((entry) => entry.time) ?? [];
  }

  /** The chosen day and time as an instant, or null while one of them is missing. */
  get appointment(): Date | null {
    const minutes = parseTimeOfDay(this.appointmentTime);
    if (!isCalendarDate(this.appointmentDay) || minutes === null) return null;
    return instantOfDayMinutes(this.appointmentDay, minutes, this.timeZone);
  }

  /** The body of `POST /api/orders/staff`: the form, the order type flags and the items (no prices). */
  get body(): StaffOrderInput {
    const {
      legalInstructions: _legalInstructions,
      privacyPolicy: _privacyPolicy,
      ...form
    } = this.form;
    const type = this.orderType;
    return {
      ...form,
      branch: this.branch?.id ?? 0,
      paymentMethod: this.paymentMethod,
      deliveryArea: type === 'delivery' ? form.deliveryArea : null,
      table: this.isTableShown ? form.table : null,
      appointmentDate: this.appointment?.toISOString() ?? null,
      donatee: null,
      isDelivery: type === 'delivery',
      isDineIn: type === 'dineIn',
      items: this.items.map(toCartItemInput),
    };
  }

  /**
   * Every reason the order cannot be placed, in the order of the form: a branch closed without
   * preorders, the order form rules (without the legal checkboxes), the delivery availability,
   * the appointment and the items' own errors (unknown product, amount, options, minimum order
   * value) — the checks the server runs on a staff order.
   */
  get clientErrors(): FieldError[] {
    const branch = this.branch;
    if (!branch) return [{ message: PHONE_ORDER_MESSAGES.noBranch, field: 'branch' }];
    const body = this.body;
    const errors: FieldError[] = [];
    const closed = this.closedNotice;
    if (closed && !branch.isPreorderEnabled)
      errors.push({ message: closed.join(' '), field: 'branch' });
    errors.push(
      ...validateOrderForm(
        { ...body, legalInstructions: true, privacyPolicy: true },
        branch,
        this.orderType,
        { tables: this.sources.tables.items, paymentMethods: this.paymentMethods },
      ),
    );
    const delivery = checkoutDeliveryError(branch, this.orderType, this.now, this.timeZone);
    if (delivery && !errors.some((error) => error.field === 'orderType')) errors.push(delivery);
    if (!errors.some((error) => error.field === 'appointmentDate')) {
      if (this.appointmentDay && !this.appointmentTime) {
        errors.push({ message: PHONE_ORDER_MESSAGES.noTime, field: 'appointmentDate' });
      } else {
        const appointment = validateAppointment(this.appointmentQuery!, this.appointment);
        if (appointment) errors.push(appointment);
      }
    }
    return withPricingErrors(errors, this.priced.errors);
  }

  /** Chooses the branch; items it does not sell now, its area, table and appointment go. */
  setBranch(id: Id): void {
    if (id === this.branch?.id) return;
    this.chosenBranchId = id;
    const orderable = new Set(this.orderableProducts.map((product) => product.id));
    this.items = this.items.filter((item) => orderable.has(item.product.id));
    this.form.deliveryArea = this.branch?.deliveryAreas[0]?.id ?? null;
    this.form.table = null;
    this.clearAppointment();
    this.dropServerError('branch');
  }

  setOrderType(type: OrderType): void {
    this.chosenOrderType = type;
    if (type === 'delivery' && this.form.deliveryArea === null)
      this.form.deliveryArea = this.branch?.deliveryAreas[0]?.id ?? null;
    this.dropServerError('orderType');
  }

  addItem(item: CartItem): void {
    this.items = [...this.items, item];
    this.dropServerError('items');
  }

  /** Replaces the item at `index` after it was edited. */
  replaceItem(index: number, item: CartItem): void {
    this.items = this.items.map((current, i) => (i === index ? item : current));
    this.dropServerError(`items.${index}`);
  }

  /** Removes an item; the server's messages about items no longer apply to the same rows. */
  removeItem(index: number): void {
    this.items = this.items.filter((_item, i) => i !== index);
    this.serverErrors = this.serverErrors.filter(
      (error) => !this.controlOf(error.field)?.startsWith('items'),
    );
  }

  setDeliveryArea(id: Id | null): void {
    this.form.deliveryArea = id;
    this.dropServerError('deliveryArea');
  }

  setTable(identifier: string): void {
    this.form.table = identifier || null;
    this.dropServerError('table');
  }

  /** Chooses the day; a chosen time stays while the day offers it. */
  setAppointmentDay(day: DateString | ''): void {
    this.appointmentDay = day;
    if (this.appointmentTime && !this.appointmentTimes.includes(this.appointmentTime))
      this.appointmentTime = '';
    this.dropServerError('appointmentDate');
  }

  setAppointmentTime(time: TimeString | ''): void {
    this.appointmentTime = time;
    this.dropServerError('appointmentDate');
  }

  /** No appointment: the order is prepared as soon as possible. */
  clearAppointment(): void {
    this.appointmentDay = '';
    this.appointmentTime = '';
    this.dropServerError('appointmentDate');
  }

  setProductSearch(text: string): void {
    this.productSearch = text;
  }

  /**
   * Checks the order; when it passes, posts it to `/api/orders/staff` with an Idempotency-Key
   * (see `OrderFormStore.place`: sending again never creates the order twice).
   */
  async submit(): Promise<PhoneOrderOutcome> {
    const outcome = await this.place((body, options) =>
      this.sources.api.post('/orders/staff', body, options),
    );
    return outcome.kind === 'placed' ? { kind: 'created', order: outcome.result } : outcome;
  }
}
