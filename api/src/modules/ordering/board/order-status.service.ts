import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  apiError,
  applyOrderAction,
  customerNoticeOf,
  type ConfirmOrderInput,
  type Order,
  type OrderStatusAction,
  type OrderStatusChanges,
  type OrderStatusFields,
  type OrderTransitionResult,
  type RejectOrderInput,
} from '@bestellwerk/domain';
import { IsNull, Repository, type FindOptionsWhere } from 'typeorm';
import { ConflictError, ValidationFailedError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { OrderEntity } from '../entities/order.entity.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { findVisibleOrder } from '../reads/order-access.js';
import { OrderQueryService } from '../reads/order-query.service.js';

/** The flags a status change is conditional on: the whole state the machine read. */
const GUARDED_FLAGS = [
  'isConfirmed',
  'isInDelivery',
  'isDelivered',
  'isCompleted',
  'isRejected',
  'isCanceled',
  'isFailed',
] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The order's fields the status machine reads. */
export function toStatusFields(order: OrderEntity): OrderStatusFields {
  return {
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isDelivered: order.isDelivered,
    isCompleted: order.isCompleted,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    appointmentDate: iso(order.appointmentDate),
    appointment: iso(order.appointment),
    counterAppointment: iso(order.counterAppointment),
  };
}

/**
 * Status changes of orders: staff actions (confirm, reject, in-delivery, completed, cancel) and
 * the store step shared with the customer's counter-appointment answers. The rules live in the
 * domain's status machine; this service loads, stores conditionally and answers.
 */
@Injectable()
export class OrderStatusService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly queries: OrderQueryService,
    private readonly events: OrderEventsService,
  ) {}

  /**
   * Applies a staff action and answers the order as staff read it. Orders of other branches
   * answer the same 404 as missing ones; illegal steps 409, bad input 400. The published change
   * names the notice it owes the customer (sent by CustomerNoticesService, once per change).
   */
  async change(
    auth: AuthContext,
    id: number,
    action: OrderStatusAction,
    input: ConfirmOrderInput | RejectOrderInput,
  ): Promise<Order> {
    const order = await findVisibleOrder(this.orders.manager, auth, id);
    const before = toStatusFields(order);
    const result = applyOrderAction(before, action, input, new Date());
    await this.apply(order, result);
    // Reached only when the conditional UPDATE stored the change: a retry or a second click
    // either fails here (409) or changes nothing the customer has not been told.
    const notice = 'changes' in result ? customerNoticeOf(before, result.changes) : null;
    this.events.publish({
      type: 'updated',
      order: id,
      branch: order.branch.id,
      cause: action,
      userId: auth.userId,
      ...(notice ? { notice } : {}),
    });
    return this.queries.get(auth, id);
  }

  /**
   * Stores a transition's changes, or throws its refusal (409 or 400). The UPDATE is
   * conditional on the state that was read, so of two simultaneous changes only one wins; the
   * other gets a 409.
   */
  async apply(order: OrderEntity, result: OrderTransitionResult): Promise<void> {
    if ('error' in result) {
      const { error } = result;
      if (error.kind === 'invalid') throw ValidationFailedError.field(error.field, error.message);
      throw new ConflictError(apiError('ORDER_TRANSITION_REFUSED', error.message));
    }
    await this.store(order, result.changes);
  }

  /** The conditional UPDATE of `apply`: 409 when the order changed since it was read. */
  private async store(order: OrderEntity, changes: OrderStatusChanges): Promise<void> {
    const { appointment, counterAppointment, ...flags } = changes;
    const values: Partial<OrderEntity> = { ...flags };
    if (appointment !== undefined) values.appointment = toDate(appointment);
    if (counterAppointment !== undefined) values.counterAppointment = toDate(counterAppointment);

    const where: FindOptionsWhere<OrderEntity> = {
      id: order.id,
      counterAppointment: order.counterAppointment ?? IsNull(),
    };
    for (const flag of GUARDED_FLAGS) where[flag] = order[flag];

    const result = await this.orders
      .createQueryBuilder()
      .update(OrderEntity)
      .set(values)
      .where(where)
      .execute();
    if (!result.affected) throw new ConflictError('ORDER_CHANGED_MEANWHILE');
  }
}
