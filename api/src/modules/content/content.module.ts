import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CONTENT_ENTITIES } from './content.entities.js';

/** Sites, blocks, navigations, the config and the contact form. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTENT_ENTITIES)],
  controllers: [],
  providers: [],
})
export class ContentModule {}
