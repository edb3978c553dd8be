import {
  signageContentReferences,
  type SignageContentByType,
  type SignageSegmentType,
} from '@bestellwerk/domain';
import type { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { CategoryEntity } from '../catalog/entities/category.entity.js';
import { ImageTemplateEntity } from '../media/entities/image-template.entity.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { UploadEntity } from '../media/entities/upload.entity.js';

/** Upload extensions a video board plays. */
export const SIGNAGE_VIDEO_EXTENSIONS = ['mp4', 'webm'];

export const SIGNAGE_VIDEO_KIND_MESSAGE = 'Bitte ein Video im Format MP4 oder WebM auswählen.';

/**
 * Checks that what a segment's (normalised) content names exists: its categories, image,
 * video upload (MP4 or WebM) or image template; a German 400 at the content field otherwise.
 */
export async function checkSignageContentReferences(
  type: SignageSegmentType,
  content: SignageContentByType[SignageSegmentType],
  refs: ReferenceResolver,
): Promise<void> {
  const ids = signageContentReferences(type, content as unknown as Record<string, unknown>);
  await refs.many(CategoryEntity, ids.categories, 'content.categories', 'Kategorie');
  await refs.many(ImageEntity, ids.images, 'content.image', 'Bild');
  await refs.many(ImageTemplateEntity, ids.imageTemplates, 'content.imageTemplate', 'Bildvorlage');
  const uploads = await refs.many(UploadEntity, ids.uploads, 'content.upload', 'Datei');
  if (uploads.some((upload) => !SIGNAGE_VIDEO_EXTENSIONS.includes(upload.extension.toLowerCase())))
    throw ValidationFailedError.field('content.upload', SIGNAGE_VIDEO_KIND_MESSAGE);
}
