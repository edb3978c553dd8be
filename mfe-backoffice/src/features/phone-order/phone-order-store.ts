import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  appointmentPlanner,
  availableDeliveryMethods,
  availablePaymentMethods,
  branchCatalog,
  branchClosedNotice,
  checkoutDeliveryError,
  emptyOrderForm,
  formatEuro,
  instantOfDayMinutes,
  isCalendarDate,
  isOnlinePaymentMethod,
  orderFormRequiredFields,
  parseTimeOfDay,
  PAYMENT_METHODS,
  priceCart,
  toCartItemInput,
  validateAppointment,
  validateOrderForm,
  type ApiError,
  type AppointmentPlanner,
  type AppointmentQuery,
  type Branch,
  type CartItem,
  type CartPriceResult,
  type CatalogLookup,
  type Category,
  type Config,
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
  type Table,
  type TimeString,
} from '@bestellwerk/domain';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from '@bestellwerk/client';

/** What the phone order reads and calls; the root store satisfies it. */
export interface PhoneOrderSources {
  config: { config: Config | null };
  session: { worksFor(branchId: Id): boolean };
  branches: { items: readonly Branch[] };
  menus: { items: readonly Menu[] };
  categories: CatalogLookup<Category>;
  products: CatalogLookup<Product>;
  tables: { items: readonly Table[] };
  api: {
    post<T>(
      path: string,
      body?: unknown,
      options?: { headers?: Record<string, string> },
    ): Promise<T>;
  };
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
 * The control a message belongs to: the delivery flags belong to the order type, everything
 * about an item (`items.0.amount`, `items.2.parts.1`) to that item's row.
 */
export function phoneOrderFieldOf(field: string | undefined): string | null {
  if (!field) return null;
  if (field === 'isDelivery' || field === 'isDineIn') return 'orderType';
  const item = /^items\.(\d+)(\.|$)/.exec(field);
  if (item) return `items.${item[1]}`;
  return field;
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * An order staff take on the phone (`/backend/orders/new`): branch (those the user works for),
 * order type (those the branch offers), items from the branch's current catalog, the customer's
 * details as the branch requires them, appointment, payment on site and comment. Built, checked
 * and priced with the checkout's domain rules, so the total shown is the one the server computes.
 */
export class PhoneOrderStore {
  chosenBranchId: Id | null = null;
  chosenOrderType: OrderType | null = null;
  items: CartItem[] = [];
  form: OrderForm = emptyOrderForm(0);
  appointmentDay: DateString | '' = '';
  appointmentTime: TimeString | '' = '';
  chosenPaymentMethod: PaymentMethod | null = null;
  productSearch = '';
  /** After the first submit, the client-side messages are shown and follow every change. */
  showValidation = false;
  /** The errors of the last failed submit (the server's, or the unknown-error message). */
  serverErrors: ApiError[] = [];
  isSending = false;
  now: Date;

  private lastBody: string | null = null;
  private idempotencyKey: string | null = null;

  constructor(
    private readonly sources: PhoneOrderSources,
    now: Date = new Date(),
    private readonly newKey: () => string = randomKey,
  ) {
    this.now = now;
    makeObservable<PhoneOrderStore, 'dropServerError' | 'catalogGroups' | 'appointmentQuery'>(
      this,
      {
        chosenBranchId: observable,
        chosenOrderType: observable,
        items: observableRef,
        form: observable,
        appointmentDay: observable,
        appointmentTime: observable,
        chosenPaymentMethod: observable,
        productSearch: observable,
        showValidation: observable,
        serverErrors: observableRef,
        isSending: observable,
        now: observableRef,
        branches: computed,
        branch: computed,
        orderTypes: computed,
        orderType: computed,
        timeZone: computed,
        catalogGroups: computed,
        orderableProducts: computed,
        productGroups: computed,
        deliveryArea: computed,
        priced: computed,
        paymentMethods: computed,
        paymentMethod: computed,
        isTableShown: computed,
        branchTables: computed,
        requiredFields: computed,
        appointmentQuery: computed,
        planner: computed,
        appointmentTimes: computed,
        appointment: computed,
        body: computed,
        clientErrors: computed,
        fieldErrors: computed,
        topErrors: computed,
        setBranch: action,
        setOrderType: action,
        addItem: action,
        replaceItem: action,
        removeItem: action,
        setField: action,
        setDeliveryArea: action,
        setTable: action,
        setAppointmentDay: action,
        setAppointmentTime: action,
        clearAppointment: action,
        setPaymentMethod: action,
        setProductSearch: action,
        setNow: action,
        dropServerError: action,
      },
    );
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

  get timeZone(): string | undefined {
    return this.sources.config.config?.timeZone || undefined;
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

  /** The payment methods of the branch paid on site (cash, ATM card, voucher; no online payment). */
  get paymentMethods(): PaymentMethod[] {
    const config = this.sources.config.config;
    const branch = this.branch;
    if (!config || !branch) return [];
    return availablePaymentMethods({ enabledProviders: PAYMENT_METHODS, config, branch }).filter(
      (method) => !isOnlinePaymentMethod(method),
    );
  }

  /** The chosen method while offered, else the first offered (cash when it is), else cash. */
  get paymentMethod(): PaymentMethod {
    const chosen = this.chosenPaymentMethod;
    const offered = this.paymentMethods;
    return chosen && offered.includes(chosen) ? chosen : (offered[0] ?? 'cash');
  }

  /** Whether the table is asked: dine-in at a branch with table selection. */
  get isTableShown(): boolean {
    return this.orderType === 'dineIn' && this.branch?.isTableSelectionEnabled === true;
  }

  get branchTables(): Table[] {
    const id = this.branch?.id;
    return this.sources.tables.items.filter((table) => table.branch.id === id);
  }

  /** The fields marked required (the domain's orderFormRequiredFields, without the legal ones). */
  get requiredFields(): ReadonlySet<string> {
    const branch = this.branch;
    if (!branch) return new Set();
    return new Set(
      orderFormRequiredFields(this.form, branch, this.orderType).filter(
        (field) => !LEGAL_FIELDS.has(field),
      ),
    );
  }

  private get appointmentQuery(): AppointmentQuery | null {
    const branch = this.branch;
    if (!branch) return null;
    return {
      branch,
      orderType: this.orderType,
      now: this.now,
      products: this.items.map((item) => item.product),
      timeZone: this.timeZone,
    };
  }

  /** The appointment slots of the branch for the order type and the items' lead times. */
  get planner(): AppointmentPlanner | null {
    const query = this.appointmentQuery;
    return query ? appointmentPlanner(query) : null;
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
  get clientErrors(): ApiError[] {
    const branch = this.branch;
    if (!branch) return [{ message: PHONE_ORDER_MESSAGES.noBranch, field: 'branch' }];
    const body = this.body;
    const errors: ApiError[] = [];
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
    for (const error of this.priced.errors) {
      if (error.field === 'deliveryArea' && errors.some((e) => e.field === 'deliveryArea'))
        continue;
      errors.push(error);
    }
    return errors;
  }

  /** The message at each control: the server's, else (after a submit) the rules'. */
  get fieldErrors(): Record<string, string> {
    const messages: Record<string, string> = {};
    if (this.showValidation) {
      for (const error of this.clientErrors) {
        const field = phoneOrderFieldOf(error.field);
        if (field && !(field in messages)) messages[field] = error.message;
      }
    }
    for (const error of this.serverErrors) {
      const field = phoneOrderFieldOf(error.field);
      if (field) messages[field] = error.message;
    }
    return messages;
  }

  /**
   * The messages above the form: every server message, and after a submit the rules' messages
   * that belong to no field (the minimum order value).
   */
  get topErrors(): ApiError[] {
    const general = this.showValidation ? this.clientErrors.filter((error) => !error.field) : [];
    return [...this.serverErrors, ...general];
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
      (error) => !phoneOrderFieldOf(error.field)?.startsWith('items'),
    );
  }

  setField<K extends CustomerField>(field: K, value: OrderForm[K]): void {
    this.form[field] = value;
    this.dropServerError(field);
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

  setPaymentMethod(method: PaymentMethod): void {
    this.chosenPaymentMethod = method;
    this.dropServerError('paymentMethod');
  }

  setProductSearch(text: string): void {
    this.productSearch = text;
  }

  setNow(now: Date): void {
    this.now = now;
  }

  /**
   * Checks the order; when it passes, posts it to `/api/orders/staff` with an Idempotency-Key.
   * The key is new for every new body and kept for the same body after a failure without a
   * definite answer (network, server error), so sending again never creates the order twice.
   */
  async submit(): Promise<PhoneOrderOutcome> {
    if (this.isSending) return { kind: 'invalid' };
    runInAction(() => {
      this.showValidation = true;
      this.serverErrors = [];
    });
    if (this.clientErrors.length > 0) return { kind: 'invalid' };
    const body = this.body;
    const text = JSON.stringify(body);
    if (text !== this.lastBody || this.idempotencyKey === null) {
      this.lastBody = text;
      this.idempotencyKey = this.newKey();
    }
    runInAction(() => {
      this.isSending = true;
    });
    try {
      const order = await this.sources.api.post<Order>('/orders/staff', body, {
        headers: { 'Idempotency-Key': this.idempotencyKey },
      });
      this.idempotencyKey = null;
      this.lastBody = null;
      runInAction(() => {
        this.isSending = false;
      });
      return { kind: 'created', order };
    } catch (error) {
      const definite =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      if (definite) this.idempotencyKey = null;
      runInAction(() => {
        this.isSending = false;
        this.serverErrors =
          error instanceof ApiRequestError ? error.errors : [{ message: UNKNOWN_ERROR_MESSAGE }];
      });
      return { kind: 'failed' };
    }
  }

  private dropServerError(field: string): void {
    const matches = (error: ApiError) => phoneOrderFieldOf(error.field) === field;
    if (this.serverErrors.some(matches))
      this.serverErrors = this.serverErrors.filter((error) => !matches(error));
  }
}
