import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { FontService } from './font.service.js';
import { FontsController } from './fonts.controller.js';
import {
  ImageTemplateLayersController,
  ImageTemplateLayersService,
} from './image-template-layers.controller.js';
import { imageTemplateResource } from './image-template.resource.js';
import { ImageService } from './image.service.js';
import { ImagesController } from './images.controller.js';
import { MEDIA_ENTITIES } from './media.entities.js';
import { MediaFilesController } from './media-files.controller.js';
import { MediaFilesService } from './media-files.service.js';
import { MediaStorage } from './media-storage.service.js';
import { RouteBodyLimit } from './route-body-limit.js';
import { UploadService } from './upload.service.js';
import { UploadsController } from './uploads.controller.js';

/** Images, image templates, uploads and fonts, and the public files at /image and /upload. */
@Module({
  imports: [TypeOrmModule.forFeature(MEDIA_ENTITIES)],
  controllers: [
    ImagesController,
    UploadsController,
    createCrudController(imageTemplateResource),
    ImageTemplateLayersController,
    FontsController,
    MediaFilesController,
  ],
  providers: [
    RouteBodyLimit,
    MediaStorage,
    ImageService,
    UploadService,
    MediaFilesService,
    FontService,
    ImageTemplateLayersService,
  ],
  exports: [MediaStorage, ImageService, UploadService, FontService],
})
export class MediaModule {}
