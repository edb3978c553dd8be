import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WORKFORCE_ENTITIES } from './workforce.entities.js';

/** Working activities and schedules, time tracking, holiday balances, projects and tasks. */
@Module({
  imports: [TypeOrmModule.forFeature(WORKFORCE_ENTITIES)],
  controllers: [],
  providers: [],
})
export class WorkforceModule {}
