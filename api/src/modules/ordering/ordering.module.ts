import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ORDERING_ENTITIES } from './ordering.entities.js';

/** Orders with their item snapshots, ticket counters, idempotency records, questionnaires and donatees. */
@Module({
  imports: [TypeOrmModule.forFeature(ORDERING_ENTITIES)],
  controllers: [],
  providers: [],
})
export class OrderingModule {}
