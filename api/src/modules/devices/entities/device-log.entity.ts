import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { CreatedAtColumn, IdColumn, TextColumn } from '../../../database/columns.js';
import { DeviceEntity } from './device.entity.js';

/** A log a device sent after staff requested it. */
@Entity('device_log')
export class DeviceLogEntity {
  @IdColumn()
  id: number;

  @Index()
  @ManyToOne(() => DeviceEntity, { nullable: false, onDelete: 'CASCADE' })
  device: Relation<DeviceEntity>;

  @TextColumn({ nullable: false })
  content: string;

  @CreatedAtColumn()
  createdAt: Date;
}
