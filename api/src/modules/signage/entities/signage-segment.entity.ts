import type { SignageDaypart, SignageSegmentType } from '@bestellwerk/domain';
import { Entity } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/** A film sequence: one board (menu, image, video, text) shown for `duration` seconds. */
@Entity('signage_segment')
export class SignageSegmentEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @StringColumn({ length: 20 })
  type: SignageSegmentType;

  /** Seconds on screen, 1..3600. */
  @IntColumn({ default: 10 })
  duration: number;

  /** What the board shows; its shape depends on `type`. */
  @JsonColumn()
  content: Record<string, unknown> = {};

  /** When the segment plays at all; null plays always. */
  @JsonColumn({ nullable: true })
  daypart: SignageDaypart | null;

  @BooleanColumn(true)
  isEnabled: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
