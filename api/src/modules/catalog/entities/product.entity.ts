import type {
  AllergenCode,
  AlternativeUnit,
  CalculationModel,
  LeadTimeType,
  ProductConfig,
  ProductType,
  Schedule,
  UnitKey,
} from '@bestellwerk/domain';
import { Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  MoneyColumn,
  QuantityColumn,
  RateColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { ImageEntity } from '../../media/entities/image.entity.js';

/** Something a branch sells: price, unit and quantities, taxes per order type, parts, bundles. */
@Entity('product')
export class ProductEntity {
  @IdColumn()
  id: number;

  /** Article number, unique (`P-…` generated when staff give none). */
  @StringColumn({ length: 50, unique: true })
  uid: string;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  @JsonColumn()
  allergens: AllergenCode[] = [];

  @StringColumn({ length: 1000 })
  allergenNote: string;

  @StringColumn({ length: 20, default: 'normal' })
  type: ProductType;

  @MoneyColumn()
  price: number;

  @StringColumn({ length: 20, default: 'piece' })
  unit: UnitKey;

  @JsonColumn()
  alternativeUnits: AlternativeUnit[] = [];

  @QuantityColumn()
  minimumQuantity: number | null;

  @QuantityColumn()
  maximumQuantity: number | null;

  @QuantityColumn()
  quantityStepSize: number | null;

  @QuantityColumn()
  defaultQuantity: number | null;

  @StringColumn({ length: 20, nullable: true })
  defaultUnit: UnitKey | null;

  @StringColumn({ length: 20, default: 'fixed' })
  calculationModel: CalculationModel;

  /** Rate for delivery orders, in percent. */
  @RateColumn()
  tax: number;

  @RateColumn()
  takeawayTax: number;

  @RateColumn()
  dineInTax: number;

  @ManyToMany(() => ImageEntity)
  @JoinTable({ name: 'product_images' })
  images: Relation<ImageEntity>[];

  /** Display order of `images` by id; join tables keep no order. */
  @JsonColumn()
  imageOrder: number[] = [];

  @BooleanColumn(false)
  isPriceHidden: boolean;

  @BooleanColumn(true)
  isEnabled: boolean;

  /** When the product is orderable; null means always. */
  @JsonColumn({ nullable: true })
  schedule: Schedule | null = null;

  @BooleanColumn(false)
  isStepByStep: boolean;

  @BooleanColumn(false)
  isLeadTimeEnabled: boolean;

  @StringColumn({ length: 20, default: 'days' })
  leadTimeType: LeadTimeType;

  @IntColumn({ default: 0 })
  leadTimeValue: number;

  /** The products a bundle consists of (type `bundle` only). */
  @ManyToMany(() => ProductEntity)
  @JoinTable({
    name: 'product_bundle_items',
    joinColumn: { name: 'bundleId', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'productId', referencedColumnName: 'id' },
  })
  bundleProducts: Relation<ProductEntity>[];

  /** Display order of `bundleProducts` by id. */
  @JsonColumn()
  bundleProductOrder: number[] = [];

  /** Configurable parts (type `configurable`). */
  @JsonColumn()
  config: ProductConfig = { parts: [] };

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
