import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  SecretColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import type { ProviderPaymentStatus } from '../payment-provider.js';

/**
 * A payment of the built-in "Testzahlung" provider (the zero-setup demo without Mollie or
 * Datatrans accounts): the provider's side of the payment, which its own page sets to paid or
 * failed. The order's flags follow it like they follow a real provider.
 */
@Entity('test_payment')
export class TestPaymentEntity {
  @IdColumn()
  id: number;

  /** The payment's id as the order stores it in paymentReference. */
  @SecretColumn({ length: 64, unique: true })
  reference: string;

  /**
   * The paid order. Named by its table, not its class: payments import nothing of ordering.
   * Only its id is read here; payments read the order through PaymentOrders.
   */
  @ManyToOne('customer_order', { nullable: false, onDelete: 'CASCADE' })
  order: Relation<{ id: number }>;

  @StringColumn({ length: 20, default: 'open' })
  status: ProviderPaymentStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
