import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  QuantityColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/** Holiday entitlement and days taken of one staff member in one year (half days possible). */
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

  /** Days already taken. */
  @QuantityColumn({ nullable: false, default: 0 })
  taken: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
