import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  StringColumn,
} from '../../../database/columns.js';
import { OrderEntity } from '../../ordering/entities/order.entity.js';
import { DeviceEntity } from './device.entity.js';

/** What a print job prints: an order's receipt or the test page. */
export type PrintJobKind = 'receipt' | 'test';

/**
 * One receipt for one printer. The device fetches its open jobs (which claims them, so a second
 * fetch does not hand them out again) and acknowledges each printed one.
 */
@Entity('print_job')
@Index(['device', 'printedAt'])
export class PrintJobEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => DeviceEntity, { nullable: false, onDelete: 'CASCADE' })
  device: Relation<DeviceEntity>;

  /** The order of a receipt; null for a test print. */
  @Index()
  @ManyToOne(() => OrderEntity, { nullable: true, onDelete: 'CASCADE' })
  order: Relation<OrderEntity> | null;

  @StringColumn({ length: 20 })
  kind: PrintJobKind;

  /** When a fetch handed the job to the device. */
  @DateTimeColumn()
  claimedAt: Date | null;

  /** When the device acknowledged the print. */
  @DateTimeColumn()
  printedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
