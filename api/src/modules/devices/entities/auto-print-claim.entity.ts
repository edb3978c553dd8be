import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';
import { OrderEntity } from '../../ordering/entities/order.entity.js';

/**
 * An order whose confirmation was auto-printed. The primary key makes the claim atomic across
 * API instances: of two instances hearing the confirmation, only the one whose insert lands
 * queues the receipt.
 */
@Entity('auto_print_claim')
export class AutoPrintClaimEntity {
  @PrimaryColumn({ type: 'int' })
  orderId: number;

  @ManyToOne(() => OrderEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<OrderEntity>;

  @CreatedAtColumn()
  createdAt: Date;
}
