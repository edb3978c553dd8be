import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  availableDeliveryMethods,
  businessDayOf,
  formatInstantTime,
  isOnlinePaymentMethod,
  validateOrderForm,
  type Branch,
  type FieldError,
  type Id,
  type Order,
  type OrderForm,
  type OrderType,
  type PaymentMethod,
  type Product,
  type UpdateOrderInput,
} from '@bestellwerk/domain';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE, type ApiClient } from '@bestellwerk/client';
import { OrderFormStore, type OrderFormSources } from '@bestellwerk/client/forms';
import type { CustomerField } from '../phone-order/index.js';
import { counterAppointmentInstant } from './counter-appointment.js';

/** What the edit form reads and calls; the root store satisfies it. */
export interface OrderEditSources extends OrderFormSources {
  branches: { items: readonly Branch[] };
  api: Pick<ApiClient, 'post' | 'put'>;
}

/** What the form sends; area and table always (the field kit reads them from here). */
export type OrderEditBody = UpdateOrderInput & Pick<OrderForm, 'deliveryArea' | 'table'>;

/** Own messages of the edit form (the rest are the domain's and the server's). */
export const ORDER_EDIT_MESSAGES = {
  noTime: 'Bitte wählen Sie eine Uhrzeit aus.',
  paidOnline:
    'Diese Bestellung wurde online bezahlt: Änderungen, die den Gesamtbetrag ändern (Bestellart, Liefergebiet), sind nicht möglich.',
} as const;

/** The checks of the checkout this form does not ask: the customer's boxes, the payment. */
const NOT_ASKED: ReadonlySet<string> = new Set([
  'legalInstructions',
  'privacyPolicy',
  'paymentMethod',
]);

/** The order form of a stored order. */
function formOf(order: Order): OrderForm {
  return {
    isCompany: order.isCompany,
    companyName: order.companyName,
    firstName: order.firstName,
    lastName: order.lastName,
    company: order.company,
    street: order.street,
    floor: order.floor,
    stairway: order.stairway,
    door: order.door,
    zipCode: order.zipCode,
    city: order.city,
    country: order.country,
    vatNo: order.vatNo,
    phone: order.phone,
    email: order.email,
    isDeliveryAddressDifferent: order.isDeliveryAddressDifferent,
    isDeliveryCompany: order.isDeliveryCompany,
    deliveryCompanyName: order.deliveryCompanyName,
    deliveryFirstName: order.deliveryFirstName,
    deliveryLastName: order.deliveryLastName,
    deliveryStreet: order.deliveryStreet,
    deliveryFloor: order.deliveryFloor,
    deliveryStairway: order.deliveryStairway,
    deliveryDoor: order.deliveryDoor,
    deliveryZipCode: order.deliveryZipCode,
    deliveryCity: order.deliveryCity,
    deliveryCountry: order.deliveryCountry,
    deliveryArea: order.deliveryArea,
    comment: order.comment,
    appointmentDate: order.appointmentDate,
    paymentMethod: order.paymentMethod,
    legalInstructions: order.legalInstructions,
    privacyPolicy: order.privacyPolicy,
    branch: order.branch.id,
    table: order.tableIdentifier,
    donatee: order.donatee?.id ?? null,
  };
}

/**
 * Editing a whole order from its detail page (`PUT /api/orders/{id}`): appointment (day and
 * time), order type, delivery area, table, customer and addresses, comment — with the checkout's
 * field kit and the domain's form rules for instant feedback; the server checks again and its
 * messages stand at their fields.
 */
export class OrderEditStore extends OrderFormStore<OrderEditBody, CustomerField> {
  chosenOrderType: OrderType;
  appointmentDay: string;
  appointmentTime: string;

  constructor(
    protected override readonly sources: OrderEditSources,
    readonly order: Order,
    now?: Date,
  ) {
    super(sources, now);
    this.form = formOf(order);
    this.chosenOrderType = order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway';
    const due = order.appointment ?? order.appointmentDate;
    const timeZone = sources.config.config?.timeZone || undefined;
    this.appointmentDay = due ? businessDayOf(new Date(due), timeZone) : '';
    this.appointmentTime = due ? formatInstantTime(due, timeZone) : '';
    makeObservable(this, {
      chosenOrderType: observable,
      appointmentDay: observable,
      appointmentTime: observable,
      branch: computed,
      orderTypes: computed,
      orderType: computed,
      appointment: computed,
      body: computed,
      clientErrors: computed,
      isPaidOnline: computed,
      setOrderType: action,
      setDeliveryArea: action,
      setTable: action,
      setAppointmentDay: action,
      setAppointmentTime: action,
    });
  }

  get branch(): Branch | null {
    return this.sources.branches.items.find((b) => b.id === this.order.branch.id) ?? null;
  }

  /** The types the branch offers, and the order's own even when it no longer does. */
  get orderTypes(): OrderType[] {
    const offered = this.branch ? availableDeliveryMethods(this.branch) : [];
    const own = this.order.isDelivery ? 'delivery' : this.order.isDineIn ? 'dineIn' : 'takeaway';
    return offered.includes(own) ? offered : [...offered, own];
  }

  get orderType(): OrderType {
    return this.chosenOrderType;
  }

  /** Paid online: the total must stay as it is. */
  get isPaidOnline(): boolean {
    return this.order.isPaid && isOnlinePaymentMethod(this.order.paymentMethod);
  }

  /** The day and time as an instant (ISO), or null while one of them is missing. */
  get appointment(): string | null {
    return counterAppointmentInstant(this.appointmentDay, this.appointmentTime, this.timeZone);
  }

  /** The body of `PUT /api/orders/{id}`: every editable field as the form holds it. */
  get body(): OrderEditBody {
    const {
      branch: _branch,
      paymentMethod: _paymentMethod,
      legalInstructions: _legal,
      privacyPolicy: _privacy,
      donatee: _donatee,
      ...form
    } = this.form;
    const type = this.orderType;
    const appointment = this.appointment;
    const timeChanged = appointment !== (this.order.appointment ?? this.order.appointmentDate);
    return {
      ...form,
      isDelivery: type === 'delivery',
      isDineIn: type === 'dineIn',
      deliveryArea: type === 'delivery' ? form.deliveryArea : null,
      table: this.isTableShown ? form.table : null,
      appointmentDate: timeChanged ? appointment : this.order.appointmentDate,
      // A confirmed time moves with the new one.
      ...(timeChanged && this.order.appointment ? { appointment } : {}),
    };
  }

  /** The checkout's form rules this form asks, and a day without a time. */
  get clientErrors(): FieldError[] {
    const branch = this.branch;
    if (!branch) return [];
    const errors: FieldError[] = validateOrderForm(this.form, branch, this.orderType, {
      tables: this.branchTables,
    }).filter((error) => !NOT_ASKED.has(error.field));
    if (this.appointmentDay && !this.appointment)
      errors.push({ field: 'appointmentDate', message: ORDER_EDIT_MESSAGES.noTime });
    return errors;
  }

  protected get orderedProducts(): readonly Product[] {
    return [];
  }

  protected fallbackPaymentMethod(): PaymentMethod {
    return this.order.paymentMethod;
  }

  protected override asksField(field: string): boolean {
    return !NOT_ASKED.has(field);
  }

  setOrderType(type: OrderType): void {
    this.chosenOrderType = type;
    this.dropServerError('orderType');
  }

  setDeliveryArea(id: Id | null): void {
    this.form.deliveryArea = id;
    this.dropServerError('deliveryArea');
  }

  setTable(identifier: string): void {
    this.form.table = identifier || null;
    this.dropServerError('table');
  }

  setAppointmentDay(day: string): void {
    this.appointmentDay = day;
    this.dropServerError('appointmentDate');
  }

  setAppointmentTime(time: string): void {
    this.appointmentTime = time;
    this.dropServerError('appointmentDate');
  }

  /**
   * Checks the form; when it passes, sends it. Answers the changed order, or null when the
   * rules or the server refused (the messages stand at their fields and on top).
   */
  async save(): Promise<Order | null> {
    if (this.isSending) return null;
    runInAction(() => {
      this.showValidation = true;
      this.serverErrors = [];
    });
    if (this.clientErrors.length > 0) return null;
    runInAction(() => (this.isSending = true));
    try {
      const order = await this.sources.api.put(`/orders/${this.order.id}`, this.body);
      runInAction(() => (this.isSending = false));
      return order;
    } catch (error) {
      runInAction(() => {
        this.isSending = false;
        this.serverErrors =
          error instanceof ApiRequestError
            ? error.errors
            : [{ code: 'INTERNAL_ERROR', message: UNKNOWN_ERROR_MESSAGE }];
      });
      return null;
    }
  }
}
