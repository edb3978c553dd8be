import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  appointmentPlanner,
  instantOfDayMinutes,
  availablePaymentMethods,
  beginCheckoutEvent,
  checkoutDeliveryError,
  defaultPaymentMethod,
  emptyOrderForm,
  isOrderTypeOffered,
  orderFormRequiredFields,
  PAYMENT_METHODS,
  purchaseEvent,
  validateAppointment,
  validateOrderForm,
  type AnalyticsLogRequest,
  type ApiError,
  type DateString,
  type AppointmentPlanner,
  type Branch,
  type Config,
  type CreateOrderInput,
  type Donatee,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type PublicOrder,
  type Table,
} from '@bestellwerk/domain';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE, type CartStore } from '@bestellwerk/client';

/** The order types in the order the checkout lists them. */
export const ORDER_TYPES: readonly OrderType[] = ['takeaway', 'delivery', 'dineIn'];

/** What the checkout reads and calls; the root store satisfies it. */
export interface CheckoutSources {
  cart: CartStore;
  config: { config: Config | null };
  tables: { items: readonly Table[] };
  donatees: { items: readonly Donatee[] };
  api: {
    post<T>(
      path: string,
      body?: unknown,
      options?: { headers?: Record<string, string> },
    ): Promise<T>;
  };
  analytics: { track(event: AnalyticsLogRequest): boolean };
}

/** The fields the customer types or ticks here (the cart keeps type, area, table, appointment, comment). */
export type FormField = Exclude<
  keyof OrderForm,
  'branch' | 'table' | 'deliveryArea' | 'appointmentDate' | 'comment'
>;

/** Where the page goes after a placed order. */
export type SubmitOutcome =
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'redirect'; url: string }
  | { kind: 'status'; path: string };

/** A new random key for the Idempotency-Key header. */
function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Server field names that belong to another control of the form. */
const FIELD_ALIASES: Record<string, string> = { isDelivery: 'orderType', isDineIn: 'orderType' };

/**
 * The checkout form (storefront.md §2 "Checkout page", §5 "Checkout"): the customer's entries,
 * the rules of the domain applied to them, and placing the order. Order type, delivery area,
 * table, appointment and comment live in the shared cart so they survive a reload.
 */
export class CheckoutFormStore {
  form: OrderForm = emptyOrderForm(0);
  /** The payment method the customer picked; null: the branch's default. */
  chosenPaymentMethod: PaymentMethod | null = null;
  /** After the first submit, the client-side messages are shown and follow every change. */
  showValidation = false;
  /** The errors of the last failed submit (server answer or unknown error). */
  serverErrors: ApiError[] = [];
  isSending = false;
  /** The clock the slots and notices are computed with (updated by the page). */
  now: Date;

  private lastBody: string | null = null;
  private idempotencyKey: string | null = null;

  constructor(
    private readonly sources: CheckoutSources,
    now: Date = new Date(),
    private readonly newKey: () => string = randomKey,
  ) {
    this.now = now;
    makeObservable<CheckoutFormStore>(this, {
      form: observable,
      chosenPaymentMethod: observable,
      showValidation: observable,
      serverErrors: observableRef,
      isSending: observable,
      now: observableRef,
      branch: computed,
      orderType: computed,
      timeZone: computed,
      paymentMethods: computed,
      paymentMethod: computed,
      branchTables: computed,
      requiredFields: computed,
      planner: computed,
      isAppointmentShown: computed,
      clientErrors: computed,
      fieldErrors: computed,
      body: computed,
      setField: action,
      setPaymentMethod: action,
      setNow: action,
      setOrderType: action,
      setTable: action,
      setDeliveryArea: action,
      setAppointment: action,
      setComment: action,
    });
  }

  get branch(): Branch | null {
    return this.sources.cart.branch;
  }

  get orderType(): OrderType {
    return this.sources.cart.deliveryMethod;
  }

  get timeZone(): string | undefined {
    return this.sources.config.config?.timeZone || undefined;
  }

  /** The order types the branch offers, in the checkout's order. */
  get orderTypes(): OrderType[] {
    const branch = this.branch;
    return branch ? ORDER_TYPES.filter((type) => isOrderTypeOffered(branch, type)) : [];
  }

  /** The payment methods offered for the branch (every provider plugin counts as installed). */
  get paymentMethods(): PaymentMethod[] {
    const config = this.sources.config.config;
    const branch = this.branch;
    if (!config || !branch) return [];
    return availablePaymentMethods({ enabledProviders: PAYMENT_METHODS, config, branch });
  }

  /** The chosen method while it is offered, else the branch's default (cash when nothing is offered). */
  get paymentMethod(): PaymentMethod {
    const chosen = this.chosenPaymentMethod;
    if (chosen && this.paymentMethods.includes(chosen)) return chosen;
    const config = this.sources.config.config;
    const branch = this.branch;
    if (!config || !branch) return 'cash';
    return defaultPaymentMethod({ enabledProviders: PAYMENT_METHODS, config, branch }) ?? 'cash';
  }

  /** The tables of the branch (dine-in table choice). */
  get branchTables(): Table[] {
    const id = this.branch?.id;
    return this.sources.tables.items.filter((table) => table.branch.id === id);
  }

  /** Whether the table choice is shown: dine-in at a branch with table selection. */
  get isTableShown(): boolean {
    return this.orderType === 'dineIn' && this.branch?.isTableSelectionEnabled === true;
  }

  /** The fields marked with * (domain `orderFormRequiredFields`). */
  get requiredFields(): ReadonlySet<string> {
    const branch = this.branch;
    return new Set(branch ? orderFormRequiredFields(this.form, branch, this.orderType) : []);
  }

  /** The appointment slots of the branch for the order type and the cart's products. */
  get planner(): AppointmentPlanner | null {
    const branch = this.branch;
    if (!branch) return null;
    return appointmentPlanner({
      branch,
      orderType: this.orderType,
      now: this.now,
      products: this.sources.cart.items.map((item) => item.product),
      timeZone: this.timeZone,
    });
  }

  /**
   * The date and time pickers are shown when the branch requires an appointment or takes
   * preorders (then a later time may be chosen; without one the order is made as soon as possible).
   */
  get isAppointmentShown(): boolean {
    const branch = this.branch;
    return !!branch && (branch.isAppointmentRequired || branch.isPreorderEnabled);
  }

  /** The instant a day of the date picker and a time of the time picker stand for. */
  appointmentInstant(date: DateString, minutes: number): Date {
    return instantOfDayMinutes(date, minutes, this.timeZone);
  }

  /** The times (`HH:mm`) the time picker lists for a day; empty when the day has no slots. */
  appointmentTimes(date: DateString): string[] {
    return this.planner?.timesOfDay(date).map((entry) => entry.time) ?? [];
  }

  /** Why a picked day and time cannot be booked (closed, too early, no slots), or null. */
  appointmentMessage(date: DateString, minutes: number): string | null {
    const branch = this.branch;
    if (!branch) return null;
    const error = validateAppointment(
      {
        branch,
        orderType: this.orderType,
        now: this.now,
        products: this.sources.cart.items.map((item) => item.product),
        timeZone: this.timeZone,
      },
      this.appointmentInstant(date, minutes),
    );
    return error?.message ?? null;
  }

  /** The chosen appointment as an instant, or null. */
  get appointment(): Date | null {
    const text = this.sources.cart.orderDetails.appointment;
    return text ? new Date(text) : null;
  }

  /**
   * Every reason the order cannot be sent, in the order of the form: the order form rules, the
   * delivery availability, the appointment and the cart's own errors (minimum order value …).
   */
  get clientErrors(): ApiError[] {
    const branch = this.branch;
    if (!branch) return [];
    const errors: ApiError[] = validateOrderForm(this.body, branch, this.orderType, {
      tables: this.sources.tables.items,
      paymentMethods: this.paymentMethods,
    });
    const delivery = checkoutDeliveryError(branch, this.orderType, this.now, this.timeZone);
    if (delivery) errors.push({ ...delivery, field: 'orderType' });
    if (!errors.some((error) => error.field === 'appointmentDate')) {
      const appointment = validateAppointment(
        {
          branch,
          orderType: this.orderType,
          now: this.now,
          products: this.sources.cart.items.map((item) => item.product),
          timeZone: this.timeZone,
        },
        this.appointment,
      );
      if (appointment) errors.push(appointment);
    }
    const priced = this.sources.cart.price(this.now);
    for (const error of priced.errors) {
      if (error.field === 'deliveryArea' && errors.some((e) => e.field === 'deliveryArea'))
        continue;
      errors.push(error);
    }
    return errors;
  }

  /** The message shown at each field: the server's, else (after a submit) the form rules'. */
  get fieldErrors(): Record<string, string> {
    const messages: Record<string, string> = {};
    if (this.showValidation) {
      for (const error of this.clientErrors)
        if (error.field && !(error.field in messages)) messages[error.field] = error.message;
    }
    for (const error of this.serverErrors) {
      if (!error.field) continue;
      messages[FIELD_ALIASES[error.field] ?? error.field] = error.message;
    }
    return messages;
  }

  /** The body of POST /api/orders: the form, the order type flags and the cart's items (no prices). */
  get body(): CreateOrderInput {
    const cart = this.sources.cart;
    const details = cart.orderDetails;
    const type = this.orderType;
    return {
      ...this.form,
      branch: this.branch?.id ?? 0,
      paymentMethod: this.paymentMethod,
      deliveryArea: type === 'delivery' ? (cart.deliveryArea?.id ?? null) : null,
      table: this.isTableShown ? details.table : null,
      appointmentDate: details.appointment,
      comment: details.comment,
      donatee: this.sources.config.config?.isDonationEnabled ? this.form.donatee : null,
      isDelivery: type === 'delivery',
      isDineIn: type === 'dineIn',
      items: cart.itemInputs(),
    };
  }

  setField<K extends FormField>(field: K, value: OrderForm[K]): void {
    this.form[field] = value;
    this.dropServerError(field);
  }

  setPaymentMethod(method: PaymentMethod): void {
    this.chosenPaymentMethod = method;
    this.dropServerError('paymentMethod');
  }

  setNow(now: Date): void {
    this.now = now;
  }

  setOrderType(type: OrderType): void {
    this.sources.cart.setDeliveryMethod(type);
    this.dropServerError('orderType');
  }

  setTable(identifier: string): void {
    this.sources.cart.setOrderDetails({ table: identifier || null });
    this.dropServerError('table');
  }

  setDeliveryArea(id: number): void {
    this.sources.cart.setDeliveryArea(id);
    this.dropServerError('deliveryArea');
  }

  /** Keeps the appointment with the cart; only an instant inside a slot is kept, anything else clears it. */
  setAppointment(instant: Date | null): void {
    const keep = instant && this.planner?.isAvailable(instant) ? instant.toISOString() : null;
    this.sources.cart.setOrderDetails({ appointment: keep });
    this.dropServerError('appointmentDate');
  }

  setComment(comment: string): void {
    this.sources.cart.setOrderDetails({ comment });
  }

  /** The 'start of checkout' event (sent only with consent by the analytics store). */
  trackBeginCheckout(): void {
    const items = this.sources.cart.items;
    if (items.length === 0) return;
    const total = this.sources.cart.price(this.now).pricing.totalGross;
    this.sources.analytics.track(beginCheckoutEvent(items, total, this.currency));
  }

  /**
   * Checks the form; when it passes, sends the order with an Idempotency-Key. The key is new for
   * every new body and reused for the same body after a failure without a definite answer
   * (network failure, server error), so a retry never orders twice. On success the cart is
   * cleared (kept for a payment at the provider, see CartStore.awaitPayment) and the outcome names where to go (the provider's payment page or the status page).
   */
  async submit(): Promise<SubmitOutcome> {
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
    const items = this.sources.cart.items;
    runInAction(() => {
      this.isSending = true;
    });
    try {
      const order = await this.sources.api.post<PublicOrder>('/orders', body, {
        headers: { 'Idempotency-Key': this.idempotencyKey },
      });
      this.sources.analytics.track(purchaseEvent(order, items, this.currency));
      runInAction(() => {
        // Paid online: the cart stays until the status page confirms the order came back.
        if (order.paymentRedirectUrl) this.sources.cart.awaitPayment(order.uid);
        else this.sources.cart.clear();
        this.isSending = false;
      });
      this.idempotencyKey = null;
      this.lastBody = null;
      if (order.paymentRedirectUrl) return { kind: 'redirect', url: order.paymentRedirectUrl };
      return { kind: 'status', path: `/status/${order.uid}/${order.hash}` };
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

  private get currency(): string {
    return this.sources.config.config?.currency || 'EUR';
  }

  private dropServerError(field: string): void {
    if (
      !this.serverErrors.some(
        (error) => (FIELD_ALIASES[error.field ?? ''] ?? error.field) === field,
      )
    )
      return;
    this.serverErrors = this.serverErrors.filter(
      (error) => (FIELD_ALIASES[error.field ?? ''] ?? error.field) !== field,
    );
  }
}
