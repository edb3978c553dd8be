import { Entity, JoinColumn, OneToOne, type Relation } from 'typeorm';
import { CreatedAtColumn, IdColumn, IntColumn, TextColumn } from '../../../database/columns.js';
import { OrderEntity } from './order.entity.js';

/** The customer's rating of a completed order; at most one per order, each rating 1..5. */
@Entity('questionnaire')
export class QuestionnaireEntity {
  @IdColumn()
  id: number;

  @OneToOne(() => OrderEntity, (order) => order.questionnaire, {
    nullable: false,
    onDelete: 'CASCADE',
  })
  @JoinColumn()
  order: Relation<OrderEntity>;

  @IntColumn()
  rating: number;

  @IntColumn()
  foodRating: number;

  @IntColumn()
  serviceRating: number;

  @IntColumn()
  processRating: number;

  @TextColumn()
  comment: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
