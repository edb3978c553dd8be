import type { BreakRuleId, OrderType } from '@bestellwerk/domain';
import { Entity, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import {
  BooleanColumn,
  IntColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { ImageEntity } from '../../media/entities/image.entity.js';

/** The one row of the configuration has this id (insert-or-ignore makes it race-free). */
export const CONFIG_ID = 1;

/**
 * The installation's configuration: business data, legal texts (an external URL or an HTML
 * text each), plugin and feature flags, SEO data and theme. Exactly one row, id 1.
 */
@Entity('config')
export class ConfigEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @StringColumn() shopName: string;
  @StringColumn() businessName: string;
  @StringColumn() title: string;
  /** HTML. */
  @TextColumn() description: string | null;
  @StringColumn() seoTitle: string;
  @StringColumn({ length: 1000 }) seoDescription: string;
  @StringColumn({ length: 500 }) website: string;
  @StringColumn({ length: 3, default: 'EUR' }) currency: string;
  @StringColumn() street: string;
  @StringColumn({ length: 20 }) zipCode: string;
  @StringColumn({ length: 100 }) city: string;
  @StringColumn({ length: 50 }) phone: string;
  @StringColumn() email: string;
  @StringColumn({ length: 50 }) vatNo: string;

  /** External URL of the terms; the *Text twin holds them as HTML. */
  @StringColumn({ length: 500 }) termsAndConditions: string;
  @TextColumn() termsAndConditionsText: string | null;
  @StringColumn({ length: 500 }) privacyPolicy: string;
  @TextColumn() privacyPolicyText: string | null;
  @StringColumn({ length: 500 }) imprint: string;
  @TextColumn() imprintText: string | null;
  @StringColumn({ length: 500 }) allergens: string;
  @TextColumn() allergensText: string | null;

  @StringColumn({ length: 20, default: 'takeaway' }) defaultDeliveryMethod: OrderType;
  @StringColumn({ length: 20, default: 'AT' }) breakRule: BreakRuleId;

  @BooleanColumn(false) enablePluginPWA: boolean;
  @BooleanColumn(false) enablePluginMapbox: boolean;
  @BooleanColumn(false) enablePluginToolbar: boolean;
  @BooleanColumn(false) enablePluginHomePage: boolean;
  @BooleanColumn(false) enablePluginSearch: boolean;
  @BooleanColumn(false) enablePluginTags: boolean;
  @BooleanColumn(false) enablePluginCategoryBar: boolean;
  @IntColumn({ default: 0 }) mapboxZoom: number;
  @IntColumn({ default: 0 }) mapboxPitch: number;
  @IntColumn({ default: 0 }) mapboxBearing: number;

  @BooleanColumn(false) isSmsEnabled: boolean;
  @BooleanColumn(false) isDonationEnabled: boolean;
  @BooleanColumn(false) isCashEnabled: boolean;
  @BooleanColumn(false) isATMCardEnabled: boolean;
  @BooleanColumn(false) isHydroAGVoucherEnabled: boolean;
  @BooleanColumn(false) isMollieEnabled: boolean;
  @BooleanColumn(false) isDatatransEnabled: boolean;
  @BooleanColumn(false) isOrderReviewEnabled: boolean;
  @BooleanColumn(false) isFrontDeskEnabled: boolean;
  @BooleanColumn(false) isTicketEnabled: boolean;

  @StringColumn() metaTitle: string;
  @StringColumn({ length: 1000 }) metaDescription: string;
  @StringColumn({ length: 500 }) metaUrl: string;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  metaImage: Relation<ImageEntity> | null;
  @StringColumn() ogTitle: string;
  @StringColumn({ length: 1000 }) ogDescription: string;
  @StringColumn({ length: 500 }) ogUrl: string;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  ogImage: Relation<ImageEntity> | null;
  @StringColumn() twitterTitle: string;
  @StringColumn({ length: 1000 }) twitterDescription: string;
  @StringColumn({ length: 500 }) twitterUrl: string;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  twitterImage: Relation<ImageEntity> | null;

  @StringColumn({ length: 7, default: '#C49560' }) themeColor: string;
  @StringColumn({ length: 50 }) adPixelId: string;
  @StringColumn({ length: 7, default: '#C49560' }) primaryColor: string;
  @StringColumn({ length: 7, default: '#FAFAFA' }) backgroundColor: string;
  @StringColumn({ length: 100 }) fontFamily: string;
  @StringColumn({ length: 20, default: '1.2rem' }) borderRadius: string;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  logo: Relation<ImageEntity> | null;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  favicon: Relation<ImageEntity> | null;
  @ManyToOne(() => ImageEntity, { nullable: true, onDelete: 'SET NULL' })
  shareImage: Relation<ImageEntity> | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
