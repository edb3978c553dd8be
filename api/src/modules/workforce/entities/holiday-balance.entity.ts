import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  QuantityColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/**
 * Holiday entitlement and carry-over of one staff member in one year, in working days (half
 * days possible). Days taken and planned are not stored: they are counted from the absences.
 */
@Entity('holiday_balance')
@Index(['user', 'year'], { unique: true })
export class HolidayBalanceEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  @IntColumn()
  year: number;

  /** Days of holiday for the year. */
  @QuantityColumn({ nullable: false, default: 0 })
  entitlement: number;

  /** Days left over from the year before. */
  @QuantityColumn({ nullable: false, default: 0 })
  carryOver: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
