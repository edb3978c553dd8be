import type { CalculationModel, OrderItemPart, UnitKey } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  MoneyColumn,
  QuantityColumn,
  RateColumn,
  StringColumn,
} from '../../../database/columns.js';
import { ProductEntity } from '../../catalog/entities/product.entity.js';
import { OrderEntity } from './order.entity.js';

/**
 * One ordered item, frozen at order time: name, parts, prices and tax stay as they were when
 * the menu changes later. `product` only links back while the product exists.
 */
@Entity('order_item')
@Index(['order', 'position'], { unique: true })
export class OrderItemEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => OrderEntity, (order) => order.items, { nullable: false, onDelete: 'CASCADE' })
  order: Relation<OrderEntity>;

  /** Index of the item within its order, from 0 (PUT /orders/{id}/items/{index}). */
  @IntColumn()
  position: number;

  @ManyToOne(() => ProductEntity, { nullable: true, onDelete: 'SET NULL' })
  product: Relation<ProductEntity> | null;

  /** The product's article number, as it was. */
  @StringColumn({ length: 50 })
  productUid: string;

  @StringColumn()
  name: string;

  @QuantityColumn({ nullable: false })
  amount: number;

  @StringColumn({ length: 10 })
  unit: UnitKey;

  /** The chosen parts as they were ordered. */
  @JsonColumn()
  parts: OrderItemPart[] = [];

  @StringColumn({ length: 20, default: 'fixed' })
  calculationModel: CalculationModel;

  @BooleanColumn(false)
  isPriceHidden: boolean;

  /** Price of one unit including the chosen options. */
  @MoneyColumn({ default: 0 })
  unitPrice: number;

  @MoneyColumn({ default: 0 })
  gross: number;

  @MoneyColumn({ default: 0 })
  net: number;

  /** Tax rate applied, in percent, by order type. */
  @RateColumn()
  taxRate: number;
}
