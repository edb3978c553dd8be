import { ImageEntity } from './entities/image.entity.js';

/** Images, image templates, uploads and fonts. */
export const MEDIA_ENTITIES = [ImageEntity];
