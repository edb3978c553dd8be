import { action, computed, makeObservable } from 'mobx';
import {
  instantOfDayMinutes,
  beginCheckoutEvent,
  checkoutDeliveryError,
  defaultPaymentMethod,
  hasLeadTime,
  isOrderTypeOffered,
  leadTimeAppointmentError,
  orderRefusalNotice,
  PAYMENT_METHODS,
  purchaseEvent,
  validateAppointment,
  validateOrderForm,
  withPricingErrors,
  type AnalyticsLogRequest,
  type FieldError,
  type DateString,
  type Id,
  type Branch,
  type CreateOrderInput,
  type OrderUploadTokens,
  type Donatee,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Product,
} from '@bestellwerk/domain';
import { type CartStore } from '@bestellwerk/client';
import { OrderFormStore, type OrderFormSources } from '@bestellwerk/client/forms';

/** The order types in the order the checkout lists them. */
export const ORDER_TYPES: readonly OrderType[] = ['takeaway', 'delivery', 'dineIn'];

/** What the checkout reads and calls; the root store satisfies it. */
export interface CheckoutSources extends OrderFormSources {
  cart: CartStore;
  donatees: { items: readonly Donatee[] };
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

/**
 * The checkout form (storefront.md §2 "Checkout page", §5 "Checkout"): the customer's entries,
 * the rules of the domain applied to them, and placing the order. Order type, delivery area,
 * table, appointment and comment live in the shared cart so they survive a reload.
 */
export class CheckoutFormStore extends OrderFormStore<CreateOrderInput, FormField> {
  constructor(
    protected override readonly sources: CheckoutSources,
    now?: Date,
    newKey?: () => string,
  ) {
    super(sources, now, newKey);
    makeObservable<CheckoutFormStore, 'orderedProducts'>(this, {
      branch: computed,
      orderType: computed,
      orderedProducts: computed,
      isAppointmentShown: computed,
      needsLeadTimeAppointment: computed,
      refusalNotice: computed,
      appointment: computed,
      clientErrors: computed,
      body: computed,
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

  protected get orderedProducts(): Product[] {
    return this.sources.cart.items.map((item) => item.product);
  }

  /** The order types the branch offers, in the checkout's order. */
  get orderTypes(): OrderType[] {
    const branch = this.branch;
    return branch ? ORDER_TYPES.filter((type) => isOrderTypeOffered(branch, type)) : [];
  }

  /** The branch's default (cash when nothing is offered). */
  protected fallbackPaymentMethod(): PaymentMethod {
    const config = this.sources.config.config;
    const branch = this.branch;
    if (!config || !branch) return 'cash';
    return defaultPaymentMethod({ enabledProviders: PAYMENT_METHODS, config, branch }) ?? 'cash';
  }

  /**
   * The date and time pickers are shown when the branch requires an appointment or takes
   * preorders (then a later time may be chosen; without one the order is made as soon as
   * possible), and whenever the cart holds a product with a lead time (it needs one).
   */
  get isAppointmentShown(): boolean {
    const branch = this.branch;
    return (
      !!branch &&
      (branch.isAppointmentRequired || branch.isPreorderEnabled || this.needsLeadTimeAppointment)
    );
  }

  /** The cart holds a product with a lead time: an appointment after it must be chosen. */
  get needsLeadTimeAppointment(): boolean {
    return this.orderedProducts.some(hasLeadTime);
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
    const query = this.appointmentQuery;
    if (!query) return null;
    return validateAppointment(query, this.appointmentInstant(date, minutes))?.message ?? null;
  }

  /**
   * The closed notice while the branch takes no order now (closed, no preorders; the rule the
   * server refuses by), or null: then the page offers no way to send the order.
   */
  get refusalNotice(): string[] | null {
    const branch = this.branch;
    return branch ? orderRefusalNotice(branch, this.now, this.timeZone) : null;
  }

  /** The chosen appointment as an instant, or null. */
  get appointment(): Date | null {
    const text = this.sources.cart.orderDetails.appointment;
    return text ? new Date(text) : null;
  }

  /**
   * Every reason the order cannot be sent, in the order of the form: the branch taking no order
   * now (a message above the form), the order form rules, the delivery availability, the
   * appointment (also asked for by a lead-time product) and the cart's own errors (minimum order
   * value …).
   */
  get clientErrors(): FieldError[] {
    const branch = this.branch;
    const query = this.appointmentQuery;
    if (!branch || !query) return [];
    const refusal = this.refusalNotice;
    const errors: FieldError[] = refusal ? [{ message: refusal.join(' ') }] : [];
    errors.push(
      ...validateOrderForm(this.body, branch, this.orderType, {
        tables: this.sources.tables.items,
        paymentMethods: this.paymentMethods,
      }),
    );
    const delivery = checkoutDeliveryError(branch, this.orderType, this.now, this.timeZone);
    if (delivery) errors.push({ ...delivery, field: 'orderType' });
    if (!errors.some((error) => error.field === 'appointmentDate')) {
      const appointment =
        validateAppointment(query, this.appointment) ??
        leadTimeAppointmentError(this.orderedProducts, this.appointment);
      if (appointment) errors.push(appointment);
    }
    return withPricingErrors(errors, this.sources.cart.price(this.now).errors);
  }

  /**
   * The body of POST /api/orders: the form, the order type flags, the cart's items (no prices)
   * and the tokens of the uploads the items name (only when they name any).
   */
  get body(): CreateOrderInput & OrderUploadTokens {
    const cart = this.sources.cart;
    const uploadTokens = cart.uploadTokens();
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
      ...(uploadTokens.length > 0 ? { uploadTokens } : {}),
    };
  }

  setOrderType(type: OrderType): void {
    this.sources.cart.setDeliveryMethod(type);
    this.dropServerError('orderType');
  }

  setTable(identifier: string): void {
    this.sources.cart.setOrderDetails({ table: identifier || null });
    this.dropServerError('table');
  }

  /** Keeps the area with the cart (a branch's area only; none leaves the cart as it is). */
  setDeliveryArea(id: Id | null): void {
    if (id !== null) this.sources.cart.setDeliveryArea(id);
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
   * Checks the form; when it passes, sends the order with an Idempotency-Key (see
   * `OrderFormStore.place`: a retry never orders twice). On success the cart is cleared (kept for
   * a payment at the provider, see CartStore.awaitPayment) and the outcome names where to go (the
   * provider's payment page or the status page).
   */
  async submit(): Promise<SubmitOutcome> {
    const items = this.sources.cart.items;
    const outcome = await this.place(
      (body, options) => this.sources.api.post('/orders', body, options),
      (order) => {
        this.sources.analytics.track(purchaseEvent(order, items, this.currency));
        // Paid online: the cart stays until the status page confirms the order came back.
        if (order.paymentRedirectUrl) this.sources.cart.awaitPayment(order.uid);
        else this.sources.cart.clear();
      },
    );
    if (outcome.kind !== 'placed') return outcome;
    const order = outcome.result;
    if (order.paymentRedirectUrl) return { kind: 'redirect', url: order.paymentRedirectUrl };
    return { kind: 'status', path: `/status/${order.uid}/${order.hash}` };
  }

  private get currency(): string {
    return this.sources.config.config?.currency || 'EUR';
  }
}
