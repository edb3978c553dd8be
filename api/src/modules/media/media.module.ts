import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { AuthModule } from '../auth/auth.module.js';
import { FontService } from './font.service.js';
import { FontsController } from './fonts.controller.js';
import { ImageTemplateLayersController } from './image-template-layers.controller.js';
import { ImageTemplateLayersService } from './image-template-layers.service.js';
import { ImageTemplateRenderer } from './image-template-renderer.service.js';
import { imageTemplateResource } from './image-template.resource.js';
import { ImageVariantCache } from './image-variant-cache.service.js';
import { ImageService } from './image.service.js';
import { ImagesController } from './images.controller.js';
import { MEDIA_ENTITIES } from './media.entities.js';
import { MediaFilesController } from './media-files.controller.js';
import { MediaFilesService } from './media-files.service.js';
import { MediaStorage } from './media-storage.service.js';
import { PackagedFontsImporter } from './packaged-fonts.importer.js';
import { RouteBodyLimit } from './route-body-limit.js';
import { TemplateFonts } from './template-fonts.service.js';
import { UploadCleanupService } from './upload-cleanup.service.js';
import { UploadService } from './upload.service.js';
import { UploadsController } from './uploads.controller.js';

/**
 * Images (re-encoded, with cached sized variants), image templates (rendered to PNG), uploads
 * (with JPEG previews) and fonts (the packaged @fontsource families plus uploaded files), and
 * the public files at /image and /upload.
 */
@Module({
  imports: [TypeOrmModule.forFeature(MEDIA_ENTITIES), AuthModule],
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
    UploadCleanupService,
    MediaFilesService,
    FontService,
    ImageTemplateLayersService,
    ImageVariantCache,
    PackagedFontsImporter,
    TemplateFonts,
    ImageTemplateRenderer,
  ],
  exports: [MediaStorage, ImageService, UploadService, UploadCleanupService, FontService],
})
export class MediaModule {}
