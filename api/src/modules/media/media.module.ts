import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MEDIA_ENTITIES } from './media.entities.js';

/** Images, image templates, uploads and fonts. */
@Module({
  imports: [TypeOrmModule.forFeature(MEDIA_ENTITIES)],
  controllers: [],
  providers: [],
})
export class MediaModule {}
