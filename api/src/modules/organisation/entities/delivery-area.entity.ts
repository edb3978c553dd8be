import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  IdColumn,
  IntColumn,
  MoneyColumn,
  RateColumn,
  StringColumn,
} from '../../../database/columns.js';
import { BranchEntity } from './branch.entity.js';

/** An area a branch delivers to, with its fee and order-value thresholds. */
@Entity('delivery_area')
export class DeliveryAreaEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => BranchEntity, (branch) => branch.deliveryAreas, {
    nullable: false,
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  branch: Relation<BranchEntity>;

  /** Order within the branch's list. */
  @IntColumn({ default: 0 })
  position: number;

  @StringColumn()
  area: string;

  @MoneyColumn({ default: 0 })
  price: number;

  @RateColumn()
  tax: number;

  @BooleanColumn(false)
  free: boolean;

  @MoneyColumn({ nullable: true })
  freeFromOrderValue: number | null;

  @MoneyColumn({ nullable: true })
  minimumOrderValue: number | null;
}
