import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SIGNAGE_ENTITIES } from './signage.entities.js';

/** Digital signage: segments, streams and TVs. */
@Module({
  imports: [TypeOrmModule.forFeature(SIGNAGE_ENTITIES)],
  controllers: [],
  providers: [],
})
export class SignageModule {}
