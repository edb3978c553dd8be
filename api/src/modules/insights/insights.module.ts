import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { INSIGHTS_ENTITIES } from './insights.entities.js';

/** Analytics log, statistics and the application log. */
@Module({
  imports: [TypeOrmModule.forFeature(INSIGHTS_ENTITIES)],
  controllers: [],
  providers: [],
})
export class InsightsModule {}
