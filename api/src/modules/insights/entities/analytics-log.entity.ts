import { Entity, Index } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  SecretColumn,
  StringColumn,
} from '../../../database/columns.js';

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

  /**
   * The anonymous visitor of that business day: SHA-256 of IP, user agent and a salt that
   * changes every day and is never stored (VisitorHasher). Null for events stored before it.
   */
  @SecretColumn({ length: 64, nullable: true })
  visitor: string | null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
