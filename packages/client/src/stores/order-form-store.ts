import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  appointmentPlanner,
  availablePaymentMethods,
  emptyOrderForm,
  messagesByControl,
  messagesOnTop,
  orderFormControlOf,
  orderFormRequiredFields,
  PAYMENT_METHODS,
  type ApiError,
  type FieldError,
  type AppointmentPlanner,
  type AppointmentQuery,
  type Branch,
  type Config,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Product,
  type Table,
} from '@bestellwerk/domain';
import type { ApiClient } from '../http/api-client.js';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from '../http/api-request-error.js';

/** What every order form reads and calls; the root store satisfies it. */
export interface OrderFormSources {
  config: { config: Config | null };
  tables: { items: readonly Table[] };
  api: Pick<ApiClient, 'post'>;
}

/** Sends the order's body with the given headers (the form's POST, typed by the API's document). */
export type PlaceOrder<Body, T> = (
  body: Body,
  options: { headers: Record<string, string> },
) => Promise<T>;

/** What placing the order came to: stopped by the rules, refused or failed, or placed. */
export type PlaceOutcome<T> =
  { kind: 'invalid' } | { kind: 'failed' } | { kind: 'placed'; result: T };

/** A new random key for the Idempotency-Key header. */
function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The part every order form shares (the customer's checkout, the staff's phone order): the
 * entries of the domain's order form, the payment method, the branch's required fields, tables
 * and appointment slots, the messages at their controls once the rules are shown, and placing
 * the order with an Idempotency-Key. Subclasses name the branch, order type, ordered products,
 * the rules that apply (`clientErrors`) and the body they send.
 */
export abstract class OrderFormStore<Body, Field extends keyof OrderForm = keyof OrderForm> {
  form: OrderForm = emptyOrderForm(0);
  /** The payment method picked; null: the form's default. */
  chosenPaymentMethod: PaymentMethod | null = null;
  /** After the first submit, the rules' messages are shown and follow every change. */
  showValidation = false;
  /** The errors of the last failed submit (the server's, or the unknown-error message). */
  serverErrors: ApiError[] = [];
  isSending = false;
  /** The clock the slots and notices are computed with (updated by the page). */
  now: Date;

  private lastBody: string | null = null;
  private idempotencyKey: string | null = null;

  protected constructor(
    protected readonly sources: OrderFormSources,
    now: Date = new Date(),
    private readonly newKey: () => string = randomKey,
  ) {
    this.now = now;
    makeObservable<OrderFormStore<Body, Field>, 'appointmentQuery' | 'dropServerError'>(this, {
      form: observable,
      chosenPaymentMethod: observable,
      showValidation: observable,
      serverErrors: observableRef,
      isSending: observable,
      now: observableRef,
      timeZone: computed,
      paymentMethods: computed,
      paymentMethod: computed,
      isTableShown: computed,
      branchTables: computed,
      requiredFields: computed,
      appointmentQuery: computed,
      planner: computed,
      fieldErrors: computed,
      topErrors: computed,
      setField: action,
      setPaymentMethod: action,
      setNow: action,
      dropServerError: action,
    });
  }

  /** The branch the order goes to. */
  abstract get branch(): Branch | null;
  /** The order type of the order. */
  abstract get orderType(): OrderType;
  /** Every reason the order cannot be sent, in the order of the form. */
  abstract get clientErrors(): FieldError[];
  /** What submitting posts. */
  abstract get body(): Body;
  /** The products ordered; their lead times delay the earliest appointment. */
  protected abstract get orderedProducts(): readonly Product[];
  /** The payment method when none offered was picked. */
  protected abstract fallbackPaymentMethod(): PaymentMethod;

  /** Whether the form offers a payment method the branch accepts (all by default). */
  protected takesPaymentMethod(_method: PaymentMethod): boolean {
    return true;
  }

  /** Whether the form asks a field the domain requires (all by default). */
  protected asksField(_field: string): boolean {
    return true;
  }

  /** The control a message's field belongs to (the order type flags: the order type). */
  protected controlOf(field: string | undefined): string | null {
    return orderFormControlOf(field);
  }

  get timeZone(): string | undefined {
    return this.sources.config.config?.timeZone || undefined;
  }

  /** The payment methods the branch offers that this form takes (every provider counts as installed). */
  get paymentMethods(): PaymentMethod[] {
    const config = this.sources.config.config;
    const branch = this.branch;
    if (!config || !branch) return [];
    return availablePaymentMethods({ enabledProviders: PAYMENT_METHODS, config, branch }).filter(
      (method) => this.takesPaymentMethod(method),
    );
  }

  /** The picked method while it is offered, else the form's default. */
  get paymentMethod(): PaymentMethod {
    const chosen = this.chosenPaymentMethod;
    return chosen && this.paymentMethods.includes(chosen) ? chosen : this.fallbackPaymentMethod();
  }

  /** Whether the table is asked: dine-in at a branch with table selection. */
  get isTableShown(): boolean {
    return this.orderType === 'dineIn' && this.branch?.isTableSelectionEnabled === true;
  }

  /** The tables of the branch (dine-in table choice). */
  get branchTables(): Table[] {
    const id = this.branch?.id;
    return this.sources.tables.items.filter((table) => table.branch.id === id);
  }

  /** The fields marked with * (the domain's `orderFormRequiredFields` this form asks). */
  get requiredFields(): ReadonlySet<string> {
    const branch = this.branch;
    if (!branch) return new Set();
    return new Set(
      orderFormRequiredFields(this.form, branch, this.orderType).filter((field) =>
        this.asksField(field),
      ),
    );
  }

  /** What the appointment rules look at: branch, order type, clock, products, time zone. */
  protected get appointmentQuery(): AppointmentQuery | null {
    const branch = this.branch;
    if (!branch) return null;
    return {
      branch,
      orderType: this.orderType,
      now: this.now,
      products: this.orderedProducts,
      timeZone: this.timeZone,
    };
  }

  /** The appointment slots of the branch for the order type and the products' lead times. */
  get planner(): AppointmentPlanner | null {
    const query = this.appointmentQuery;
    return query ? appointmentPlanner(query) : null;
  }

  /** The message at each control: the server's, else (after a submit) the rules'. */
  get fieldErrors(): Record<string, string> {
    const rules = this.showValidation ? this.clientErrors : [];
    return messagesByControl(rules, this.serverErrors, (field) => this.controlOf(field));
  }

  /**
   * The messages above the form: every server message, and after a submit the rules' messages
   * that belong to no field (the minimum order value).
   */
  get topErrors(): FieldError[] {
    return messagesOnTop(this.showValidation ? this.clientErrors : [], this.serverErrors);
  }

  setField<K extends Field>(field: K, value: OrderForm[K]): void {
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

  /**
   * Checks the form; when it passes, sends the body with an Idempotency-Key (`send` posts it to the
   * form's path). The key is
   * new for every new body and kept for the same body after a failure without a definite answer
   * (network failure, server error, 409 still in progress, 429 too many requests), so sending
   * again never places the order twice. `onPlaced`
   * runs in the same action as the end of sending.
   */
  protected async place<T>(
    send: PlaceOrder<Body, T>,
    onPlaced?: (result: T) => void,
  ): Promise<PlaceOutcome<T>> {
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
      const result = await send(body, { headers: { 'Idempotency-Key': this.idempotencyKey } });
      runInAction(() => {
        onPlaced?.(result);
        this.isSending = false;
      });
      this.idempotencyKey = null;
      this.lastBody = null;
      return { kind: 'placed', result };
    } catch (error) {
      // 409 (the same key is still being processed) and 429 (refused before it was read) are
      // no answer to this order: the next try must carry the same key, or it may place it twice.
      const definite =
        error instanceof ApiRequestError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 409 &&
        error.status !== 429;
      if (definite) this.idempotencyKey = null;
      runInAction(() => {
        this.isSending = false;
        this.serverErrors =
          error instanceof ApiRequestError
            ? error.errors
            : [{ code: 'INTERNAL_ERROR', message: UNKNOWN_ERROR_MESSAGE }];
      });
      return { kind: 'failed' };
    }
  }

  /** Drops the server's messages at a control once its value changed. */
  protected dropServerError(field: string): void {
    const matches = (error: FieldError) => this.controlOf(error.field) === field;
    if (this.serverErrors.some(matches))
      this.serverErrors = this.serverErrors.filter((error) => !matches(error));
  }
}
