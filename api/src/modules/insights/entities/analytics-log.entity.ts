import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, JsonColumn, StringColumn } from '../../../database/columns.js';

/** One consented analytics event from the storefront (page view, add to cart, purchase…). */
@Entity('analytics_log')
export class AnalyticsLogEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100 })
  type: string;

  @StringColumn({ length: 100 })
  action: string;

  @StringColumn({ length: 100 })
  category: string;

  @JsonColumn()
  data: Record<string, unknown> = {};

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
