import type { Country, PaymentMethod } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, OneToMany, OneToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  DateTimeColumn,
  DeletedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  MoneyColumn,
  RateColumn,
  SecretColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import type { UploadEntity } from '../../media/entities/upload.entity.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { DeliveryAreaEntity } from '../../organisation/entities/delivery-area.entity.js';
import { DonateeEntity } from './donatee.entity.js';
import { OrderItemEntity } from './order-item.entity.js';
import { QuestionnaireEntity } from './questionnaire.entity.js';

/**
 * A customer's order: what they entered at checkout, the status flags, and a snapshot of the
 * items and prices (storefront.md §3). Table `customer_order`, as ORDER is a reserved word in SQL.
 * Ticket numbers count per branch and Vienna business day. The unique (branch, businessDay,
 * ticketNumber) index also serves lookups by branch and business day (its prefix).
 */
@Entity('customer_order')
@Index(['branch', 'createdAt'])
@Index(['branch', 'businessDay', 'ticketNumber'], { unique: true })
@Index(['createdAt'])
export class OrderEntity {
  @IdColumn()
  id: number;

  /** Public id of the status page /status/{uid}/{hash}. */
  @SecretColumn({ length: 32, unique: true })
  uid: string;

  /** Secret of the status page; compared in constant time. */
  @SecretColumn({ length: 64 })
  hash: string;

  /**
   * A branch with orders cannot be deleted. Declared NO ACTION, which refuses the delete like
   * RESTRICT on both databases (no deferred constraints here), because SQLite reports RESTRICT
   * violations as SQLITE_CONSTRAINT_TRIGGER, which the error filter does not know as a 409.
   */
  @ManyToOne(() => BranchEntity, { nullable: false, onDelete: 'NO ACTION' })
  branch: Relation<BranchEntity>;

  /** Number on the receipt, from 1 per branch and business day. */
  @IntColumn()
  ticketNumber: number;

  /** Vienna calendar day the order belongs to, `YYYY-MM-DD`. */
  @StringColumn({ length: 10 })
  businessDay: string;

  // --- What the customer entered (OrderForm) ---

  @BooleanColumn(false)
  isCompany: boolean;

  @StringColumn()
  companyName: string;

  @StringColumn({ length: 100 })
  firstName: string;

  @StringColumn({ length: 100 })
  lastName: string;

  @StringColumn()
  company: string;

  @StringColumn()
  street: string;

  @StringColumn({ length: 20 })
  floor: string;

  @StringColumn({ length: 20 })
  stairway: string;

  @StringColumn({ length: 20 })
  door: string;

  @StringColumn({ length: 20 })
  zipCode: string;

  @StringColumn({ length: 100 })
  city: string;

  @StringColumn({ length: 2, default: 'AT' })
  country: Country;

  @StringColumn({ length: 50 })
  vatNo: string;

  @StringColumn({ length: 50 })
  phone: string;

  @StringColumn()
  email: string;

  @BooleanColumn(false)
  isDeliveryAddressDifferent: boolean;

  @BooleanColumn(false)
  isDeliveryCompany: boolean;

  @StringColumn()
  deliveryCompanyName: string;

  @StringColumn({ length: 100 })
  deliveryFirstName: string;

  @StringColumn({ length: 100 })
  deliveryLastName: string;

  @StringColumn()
  deliveryStreet: string;

  @StringColumn({ length: 20 })
  deliveryFloor: string;

  @StringColumn({ length: 20 })
  deliveryStairway: string;

  @StringColumn({ length: 20 })
  deliveryDoor: string;

  @StringColumn({ length: 20 })
  deliveryZipCode: string;

  @StringColumn({ length: 100 })
  deliveryCity: string;

  @StringColumn({ length: 2, default: 'AT' })
  deliveryCountry: Country;

  @ManyToOne(() => DeliveryAreaEntity, { nullable: true, onDelete: 'SET NULL' })
  deliveryArea: Relation<DeliveryAreaEntity> | null;

  /** The delivery area's name when the order was placed. */
  @StringColumn()
  deliveryAreaName: string;

  /** The delivery area's fee when the order was placed (before free-delivery rules). */
  @MoneyColumn({ nullable: true })
  deliveryAreaFee: number | null;

  /** Tax rate of the delivery fee in percent, as it was. */
  @RateColumn()
  deliveryAreaTaxRate: number;

  @TextColumn()
  comment: string | null;

  /** The time the customer asked for. */
  @DateTimeColumn()
  appointmentDate: Date | null;

  @StringColumn({ length: 20, default: 'cash' })
  paymentMethod: PaymentMethod;

  @BooleanColumn(false)
  legalInstructions: boolean;

  @BooleanColumn(false)
  privacyPolicy: boolean;

  /** Identifier of the dine-in table, as it was. */
  @StringColumn({ length: 50, nullable: true })
  tableIdentifier: string | null;

  @ManyToOne(() => DonateeEntity, { nullable: true, onDelete: 'SET NULL' })
  donatee: Relation<DonateeEntity> | null;

  // --- Status ---

  /** The time staff confirmed. */
  @DateTimeColumn()
  appointment: Date | null;

  /** A different time staff proposed; the customer accepts or rejects it. */
  @DateTimeColumn()
  counterAppointment: Date | null;

  @TextColumn()
  rejectionMessage: string | null;

  @BooleanColumn(false)
  isConfirmed: boolean;

  @BooleanColumn(false)
  isCompleted: boolean;

  @BooleanColumn(false)
  isRejected: boolean;

  @BooleanColumn(false)
  isCanceled: boolean;

  @BooleanColumn(false)
  isFailed: boolean;

  @BooleanColumn(false)
  isDelivery: boolean;

  @BooleanColumn(false)
  isDineIn: boolean;

  @BooleanColumn(false)
  isInDelivery: boolean;

  @BooleanColumn(false)
  isDelivered: boolean;

  @BooleanColumn(false)
  isPaid: boolean;

  @BooleanColumn(false)
  isRefunded: boolean;

  @BooleanColumn(false)
  isEnteredByStaff: boolean;

  // --- Payment ---

  /** Where the browser goes to pay online. */
  @StringColumn({ length: 2000, nullable: true })
  paymentRedirectUrl: string | null;

  /** The payment provider's id of the payment (Mollie, Datatrans). */
  @Index()
  @SecretColumn({ length: 255, nullable: true })
  paymentReference: string | null;

  // --- Pricing snapshot ---

  /** Sum of the items. */
  @MoneyColumn({ default: 0 })
  gross: number;

  @MoneyColumn({ default: 0 })
  totalNet: number;

  /** Items plus delivery fee. */
  @MoneyColumn({ default: 0 })
  totalGross: number;

  @MoneyColumn({ default: 0 })
  deliveryGross: number;

  /** Tax amount keyed by rate in percent ("10", "20"). */
  @JsonColumn()
  taxes: Record<string, number> = {};

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: true })
  items: Relation<OrderItemEntity>[];

  @OneToOne(() => QuestionnaireEntity, (questionnaire) => questionnaire.order)
  questionnaire: Relation<QuestionnaireEntity> | null;

  /** No column: the uploads the items' parts name, set by staff reads (attachUploads). */
  uploadFiles?: UploadEntity[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  /**
   * When an admin deleted the order (DELETE /api/orders/{id}): its personal data is erased
   * and, as a TypeORM soft delete, every find and query builder leaves it out (lists, boards,
   * the status page) unless it asks `withDeleted()`; the accounting facts stay.
   */
  @DeletedAtColumn()
  deletedAt: Date | null;
}
