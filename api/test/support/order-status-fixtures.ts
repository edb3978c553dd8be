import type { OrderMachineState } from '@bestellwerk/domain';
import type { DataSource } from 'typeorm';
import { CONFIG_ID, ConfigEntity } from '../../src/modules/content/entities/config.entity.js';
import type { OrderEntity } from '../../src/modules/ordering/entities/order.entity.js';
import { createOrder, type OrderFixture } from './order-fixtures.js';

/** The order types as the two flags store them. */
export type OrderKind = 'takeaway' | 'delivery' | 'dineIn';

/** The time the fixture orders were asked for: tomorrow, 12:00 UTC. */
export function askedTime(): Date {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/** The flags that put an order into a state of the status machine. */
function flagsOf(state: OrderMachineState): Partial<OrderEntity> {
  const proposal = new Date(askedTime().getTime() + 90 * 60 * 1000);
  switch (state) {
    case 'open':
      return {};
    case 'counter-proposed':
      return { counterAppointment: proposal };
    case 'confirmed':
      return { isConfirmed: true, appointment: askedTime() };
    case 'in-delivery':
      return { isConfirmed: true, appointment: askedTime(), isInDelivery: true };
    case 'completed':
      return { isConfirmed: true, isCompleted: true };
    case 'rejected':
      return { isRejected: true, rejectionMessage: 'Leider ausgebucht.' };
    case 'canceled':
      return { isCanceled: true };
    case 'failed':
      return { isFailed: true };
  }
}

/** Stores an order of a kind in a state, asked for tomorrow noon. */
export function createOrderIn(
  dataSource: DataSource,
  state: OrderMachineState,
  fields: OrderFixture & { kind?: OrderKind },
): Promise<OrderEntity> {
  const { kind = 'takeaway', ...rest } = fields;
  return createOrder(dataSource, {
    appointmentDate: askedTime(),
    isDelivery: kind === 'delivery',
    isDineIn: kind === 'dineIn',
    tableIdentifier: kind === 'dineIn' ? 'T1' : null,
    ...flagsOf(state),
    ...rest,
  });
}

/** Turns order reviews (the rating prompt and endpoint) on or off in the config row. */
export async function setOrderReviews(dataSource: DataSource, enabled: boolean): Promise<void> {
  const configs = dataSource.getRepository(ConfigEntity);
  const found = await configs.findOne({ where: { id: CONFIG_ID }, select: { id: true } });
  if (found) await configs.update({ id: CONFIG_ID }, { isOrderReviewEnabled: enabled });
  else await configs.insert({ id: CONFIG_ID, isOrderReviewEnabled: enabled });
}
