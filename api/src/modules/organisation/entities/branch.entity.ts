import type { OpeningHourEntry } from '@bestellwerk/domain';
import {
  Column,
  Entity,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  type Relation,
} from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { TagEntity } from '../../catalog/entities/tag.entity.js';
import { ImageEntity } from '../../media/entities/image.entity.js';
import { DeliveryAreaEntity } from './delivery-area.entity.js';
import { DivisionEntity } from './division.entity.js';

/** A shop: address, hours, order types, payment and requirement flags, delivery areas. */
@Entity('branch')
export class BranchEntity {
  @IdColumn()
  id: number;

  /** URL key: /store/{identifier}. */
  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @StringColumn()
  street: string;

  @StringColumn({ length: 20 })
  zipCode: string;

  @StringColumn({ length: 100 })
  city: string;

  @StringColumn({ length: 50 })
  phone: string;

  @StringColumn()
  email: string;

  @StringColumn()
  website: string;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;

  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @StringColumn({ length: 1000 })
  keywords: string;

  @ManyToMany(() => TagEntity)
  @JoinTable({ name: 'branch_tags' })
  tags: Relation<TagEntity>[];

  /** Header images, in order (ids in `imageOrder`). */
  @ManyToMany(() => ImageEntity)
  @JoinTable({ name: 'branch_images' })
  images: Relation<ImageEntity>[];

  /** Display order of `images` by id; join tables keep no order. */
  @JsonColumn()
  imageOrder: number[] = [];

  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  logo: Relation<ImageEntity> | null;

  @ManyToOne(() => DivisionEntity, (division) => division.branches, {
    nullable: true,
    onDelete: 'SET NULL',
  })
  division: Relation<DivisionEntity> | null;

  @BooleanColumn(true)
  isEnabled: boolean;

  @BooleanColumn(true)
  isPublic: boolean;

  @JsonColumn()
  openingHours: OpeningHourEntry[] = [];

  @JsonColumn()
  deliveryHours: OpeningHourEntry[] = [];

  @BooleanColumn(false)
  isDeliveryHoursEnabled: boolean;

  @BooleanColumn(false)
  isDeliveryEnabled: boolean;

  @BooleanColumn(true)
  isTakeawayEnabled: boolean;

  @BooleanColumn(false)
  isDineInEnabled: boolean;

  @BooleanColumn(false)
  isPreorderEnabled: boolean;

  @BooleanColumn(false)
  isTableSelectionEnabled: boolean;

  @BooleanColumn(false)
  isAppointmentRequired: boolean;

  @BooleanColumn(false)
  isQuotationRequired: boolean;

  @BooleanColumn(true)
  isCashEnabled: boolean;

  @BooleanColumn(false)
  isATMCardEnabled: boolean;

  @BooleanColumn(false)
  isHydroAGVoucherEnabled: boolean;

  @BooleanColumn(false)
  isMollieEnabled: boolean;

  @BooleanColumn(false)
  isDatatransEnabled: boolean;

  @BooleanColumn(false)
  isDeliveryEmailRequired: boolean;

  @BooleanColumn(false)
  isDineInEmailRequired: boolean;

  @BooleanColumn(false)
  isTakeawayEmailRequired: boolean;

  @BooleanColumn(true)
  isDeliveryPhoneRequired: boolean;

  @BooleanColumn(false)
  isDineInPhoneRequired: boolean;

  @BooleanColumn(false)
  isTakeawayPhoneRequired: boolean;

  @BooleanColumn(true)
  isDeliveryAddressRequired: boolean;

  @BooleanColumn(false)
  isDineInAddressRequired: boolean;

  @BooleanColumn(false)
  isTakeawayAddressRequired: boolean;

  /** Earliest time of day orders are accepted (HH:mm) or ''. */
  @StringColumn({ length: 5 })
  orderableFrom: string;

  @TextColumn()
  closedMessage: string | null;

  @OneToMany(() => DeliveryAreaEntity, (area) => area.branch, { cascade: true })
  deliveryAreas: Relation<DeliveryAreaEntity>[];

  /** Print the receipt on the branch's printers as soon as an order is confirmed. */
  @BooleanColumn(false)
  isAutoPrintEnabled: boolean;

  /** Key of the counter tablet's order views (/api/orders/frontdesk/{id}/{apiKey}). */
  @StringColumn({ length: 64 })
  apiKey: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
