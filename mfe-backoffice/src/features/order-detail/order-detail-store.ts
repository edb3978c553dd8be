import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { printAnswerNotice } from '@bestellwerk/domain';
import type {
  ConfirmOrderInput,
  Id,
  Order,
  OrderStatusAction,
  RejectOrderInput,
  UpdateOrderItemInput,
} from '@bestellwerk/domain';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';
import { ActionErrorStore } from '../../shared/layout/index.js';
import { ORDER_ACTION_FAILURES, type OrderActionName } from './order-actions.js';

/** The failure message of loading the order (backend.md §8). */
export const ORDER_LOAD_FAILED = 'Bestellung konnte nicht geladen werden.';

/** The resources of the page with a loading flag each. */
export type OrderDetailResource = 'order';

const asRequestError = (error: unknown): ApiRequestError =>
  error instanceof ApiRequestError ? error : new ApiRequestError(0, []);

/**
 * One order as staff handle it (`/backend/orders/:id`): loads it, runs the staff actions (status
 * changes, item change, payment check, resending, printing) and reloads the order after each
 * (backend.md §4). Each failed action keeps an error record with a retry; a loading flag per resource
 * and per running action.
 */
export class OrderDetailStore {
  order: Order | null = null;
  /** The first load failed; the page shows the error instead of the order. */
  loadError: ApiRequestError | null = null;
  loading: Record<OrderDetailResource, boolean> = { order: false };
  /** What the last successful action did, for a polite announcement. */
  notice: string | null = null;
  /** The error records and running flags of the actions. */
  readonly actions = new ActionErrorStore();

  constructor(
    private readonly api: ApiClient,
    readonly id: Id,
    /** Told about each loaded version of the order (the board keeps its card current). */
    private readonly onLoaded: (order: Order) => void = () => undefined,
  ) {
    makeObservable(this, {
      order: observableRef,
      loadError: observableRef,
      loading: observable,
      notice: observable,
      setNotice: action,
    });
  }

  private get path(): `/orders/${number}` {
    return `/orders/${this.id}`;
  }

  /**
   * Loads the order. A failure of the first load becomes `loadError`; a failure of a reload keeps
   * the order shown and records the error with a retry.
   */
  async load(): Promise<void> {
    runInAction(() => (this.loading.order = true));
    try {
      const order = await this.api.get(this.path);
      runInAction(() => {
        this.order = order;
        this.loadError = null;
        this.loading.order = false;
      });
      this.actions.dismiss('load');
      this.onLoaded(order);
    } catch (error) {
      runInAction(() => {
        this.loading.order = false;
        if (!this.order) this.loadError = asRequestError(error);
      });
      if (this.order)
        this.actions.record({
          action: 'load',
          title: ORDER_LOAD_FAILED,
          message: asRequestError(error).message,
          status: asRequestError(error).status,
          retry: async () => {
            await this.load();
            return this.actions.errorFor('load') === undefined;
          },
        });
    }
  }

  /** Confirms the order, or proposes `counterAppointment` for the customer to accept. */
  confirm(input: ConfirmOrderInput = {}): Promise<boolean> {
    return this.changeStatus(
      'confirm',
      input,
      input.counterAppointment
        ? 'Der Terminvorschlag wurde gesendet.'
        : 'Die Bestellung wurde bestätigt.',
    );
  }

  /** Rejects the order; the message (optional) is shown to the customer. */
  reject(message = ''): Promise<boolean> {
    const input: RejectOrderInput = message.trim() ? { message: message.trim() } : {};
    return this.changeStatus('reject', input, 'Die Bestellung wurde abgelehnt.');
  }

  /** Marks a delivery order as out for delivery, a takeaway order as ready for pickup. */
  markInDelivery(): Promise<boolean> {
    return this.changeStatus(
      'in-delivery',
      undefined,
      this.order?.isDelivery ? 'Die Bestellung ist unterwegs.' : 'Die Bestellung ist abholbereit.',
    );
  }

  complete(): Promise<boolean> {
    return this.changeStatus('completed', undefined, 'Die Bestellung wurde abgeschlossen.');
  }

  cancel(): Promise<boolean> {
    return this.changeStatus('cancel', undefined, 'Die Bestellung wurde storniert.');
  }

  /** Changes the amount (and optionally unit or options) of the item at `index`. */
  updateItem(index: number, input: UpdateOrderItemInput): Promise<boolean> {
    return this.perform(
      'update-item',
      () => this.api.put(`${this.path}/items/${index}`, input),
      () => 'Die Position wurde geändert.',
    );
  }

  /** Asks the payment provider again where the payment stands. */
  checkPaymentStatus(): Promise<boolean> {
    return this.perform(
      'update-payment-status',
      () => this.api.post(`${this.path}/update-payment-status`),
      () => 'Der Zahlungsstatus wurde geprüft.',
    );
  }

  /** Sends the order e-mail to the customer again. */
  resendEmail(): Promise<boolean> {
    return this.perform(
      'resend-email',
      () => this.api.post(`${this.path}/resend-new-order-email`),
      () => 'Die Bestellbestätigung wurde per E-Mail gesendet.',
    );
  }

  /** Sends the order SMS to the customer again. */
  resendSms(): Promise<boolean> {
    return this.perform(
      'resend-sms',
      () => this.api.post(`${this.path}/resend-new-order-sms`),
      () => 'Die Bestellbestätigung wurde per SMS gesendet.',
    );
  }

  /** Sends the receipt to the branch's receipt printers. */
  print(): Promise<boolean> {
    return this.perform('print', () => this.api.post(`${this.path}/print`), printAnswerNotice);
  }

  /** Shows the order an edit answered, announces it and keeps the board's card in step. */
  edited(order: Order): void {
    runInAction(() => (this.order = order));
    this.setNotice('Die Bestellung wurde geändert.');
    this.onLoaded(order);
  }

  /**
   * Deletes the order (admins): the customer's personal data is erased, the accounting data
   * stays. True once it is gone; a failure is recorded with a retry.
   */
  remove(): Promise<boolean> {
    this.setNotice(null);
    return this.actions.run('delete', ORDER_ACTION_FAILURES.delete, async () => {
      await this.api.delete(this.path);
    });
  }

  /** The address of the printable receipt (opened in a new tab). */
  get receiptUrl(): string {
    return `/api${this.path}/receipt`;
  }

  /** Whether `action` is running now. */
  isRunning(action: OrderActionName): boolean {
    return this.actions.isRunning(action);
  }

  setNotice(notice: string | null): void {
    this.notice = notice;
  }

  private changeStatus(
    action: OrderStatusAction,
    input: ConfirmOrderInput | RejectOrderInput | undefined,
    notice: string,
  ): Promise<boolean> {
    return this.perform(
      action,
      () => this.api.post(`${this.path}/status/${action}`, input),
      () => notice,
    );
  }

  /** Runs an action with its failure message; on success announces it and reloads the order. */
  private async perform<T>(
    action: OrderActionName,
    request: () => Promise<T>,
    notice: (answer: T) => string,
  ): Promise<boolean> {
    this.setNotice(null);
    const ok = await this.actions.run(action, ORDER_ACTION_FAILURES[action], async () => {
      const answer = await request();
      this.setNotice(notice(answer));
      await this.load();
    });
    return ok;
  }
}
