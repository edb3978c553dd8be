import { FontEntity } from './entities/font.entity.js';
import { ImageTemplateLayerEntity } from './entities/image-template-layer.entity.js';
import { ImageTemplateEntity } from './entities/image-template.entity.js';
import { ImageEntity } from './entities/image.entity.js';
import { UploadEntity } from './entities/upload.entity.js';

/** Images, image templates, uploads and fonts. */
export const MEDIA_ENTITIES = [
  ImageEntity,
  UploadEntity,
  FontEntity,
  ImageTemplateEntity,
  ImageTemplateLayerEntity,
];
