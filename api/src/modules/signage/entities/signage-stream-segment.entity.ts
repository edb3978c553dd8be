import type { SignageDaypart } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, JsonColumn } from '../../../database/columns.js';
import { SignageSegmentEntity } from './signage-segment.entity.js';
import { SignageStreamEntity } from './signage-stream.entity.js';

/**
 * One place in a stream's playlist. A segment may appear more than once; deleting a segment
 * removes it from every stream.
 */
@Entity('signage_stream_segment')
@Index(['stream', 'position'])
export class SignageStreamSegmentEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => SignageStreamEntity, (stream) => stream.entries, {
    nullable: false,
    onDelete: 'CASCADE',
    orphanedRowAction: 'delete',
  })
  stream: Relation<SignageStreamEntity>;

  @ManyToOne(() => SignageSegmentEntity, { nullable: false, onDelete: 'CASCADE' })
  segment: Relation<SignageSegmentEntity>;

  /** Place in the playlist, from 0. */
  @IntColumn({ default: 0 })
  position: number;

  /** When this place plays; null plays always. */
  @JsonColumn({ nullable: true })
  daypart: SignageDaypart | null;
}
