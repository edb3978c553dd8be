import { DonateeEntity } from './entities/donatee.entity.js';
import { IdempotencyRecordEntity } from './entities/idempotency-record.entity.js';
import { OrderItemEntity } from './entities/order-item.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { QuestionnaireEntity } from './entities/questionnaire.entity.js';
import { TicketCounterEntity } from './entities/ticket-counter.entity.js';

/** Orders with their item snapshots, ticket counters, idempotency records, questionnaires and donatees. */
export const ORDERING_ENTITIES = [
  DonateeEntity,
  OrderEntity,
  OrderItemEntity,
  TicketCounterEntity,
  IdempotencyRecordEntity,
  QuestionnaireEntity,
];
