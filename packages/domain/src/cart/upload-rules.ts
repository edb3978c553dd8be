import type { PartType } from '../contract/catalog.js';

/** Extensions a file or files part accepts (storefront.md §5). */
export const FILE_UPLOAD_EXTENSIONS = [
  '.txt',
  '.csv',
  '.gif',
  '.jpg',
  '.jpeg',
  '.png',
  '.svg',
  '.mp4',
  '.mpeg',
  '.webm',
  '.zip',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
] as const;

/** Extensions an image or images part accepts. */
export const IMAGE_UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'] as const;

/** Whether a part is filled by uploading (file, files, image, images). */
export function isUploadPart(type: PartType): boolean {
  return type === 'file' || type === 'files' || type === 'image' || type === 'images';
}

/** The extensions (lower case, with the dot) a part accepts; none for parts without uploads. */
export function uploadExtensions(type: PartType): readonly string[] {
  if (type === 'image' || type === 'images') return IMAGE_UPLOAD_EXTENSIONS;
  return type === 'file' || type === 'files' ? FILE_UPLOAD_EXTENSIONS : [];
}

/** Whether a part takes several files at once: only images and files. */
export function allowsMultipleUploads(type: PartType): boolean {
  return type === 'images' || type === 'files';
}

/** Whether a file of this name may be uploaded to the part (extension, case-insensitive). */
export function isUploadAllowed(type: PartType, fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 && uploadExtensions(type).includes(fileName.slice(dot).toLowerCase());
}

/** The `accept` attribute of a part's file input, e.g. ".jpg,.jpeg,.png,.gif". */
export function uploadAcceptAttribute(type: PartType): string {
  return uploadExtensions(type).join(',');
}
