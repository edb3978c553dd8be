import type { DeviceCommandType } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  StringColumn,
} from '../../../database/columns.js';
import { DeviceEntity } from './device.entity.js';

/** A request to a device, handed out once when the device polls for its commands. */
@Entity('device_command')
@Index(['device', 'deliveredAt'])
export class DeviceCommandEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => DeviceEntity, { nullable: false, onDelete: 'CASCADE' })
  device: Relation<DeviceEntity>;

  @StringColumn({ length: 30 })
  type: DeviceCommandType;

  @DateTimeColumn()
  deliveredAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
