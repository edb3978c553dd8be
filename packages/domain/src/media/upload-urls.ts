import type { Upload } from '../contract/common.js';
import { mediaFileName } from './image-urls.js';

/** What names an uploaded file in its URL. */
export type UploadFile = Pick<Upload, 'id' | 'version' | 'extension' | 'publicHash'>;

/** The URL of an uploaded file: `/upload/{publicHash}/{id}-{version}.{extension}`. */
export function uploadUrl(upload: UploadFile): string {
  return `/upload/${upload.publicHash}/${mediaFileName(upload)}`;
}

/** The JPEG preview of an uploaded file: `/upload/{publicHash}/preview/{id}-{version}.jpg`. */
export function uploadPreviewUrl(upload: Omit<UploadFile, 'extension'>): string {
  return `/upload/${upload.publicHash}/preview/${mediaFileName({ ...upload, extension: 'jpg' })}`;
}

/** Upload kinds (raster images) that are shown inline and get a JPEG preview. */
export const PREVIEWED_UPLOAD_EXTENSIONS: readonly string[] = ['gif', 'jpg', 'jpeg', 'png'];

/** The preview URL of an upload when it has one (raster images), else null. */
export function uploadPreviewUrlOf(upload: UploadFile): string | null {
  return PREVIEWED_UPLOAD_EXTENSIONS.includes(upload.extension) ? uploadPreviewUrl(upload) : null;
}
