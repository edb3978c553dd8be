import {
  parseMediaFileName,
  PREVIEWED_UPLOAD_EXTENSIONS,
  recordNotFound,
  type ImageVariant,
} from '@bestellwerk/domain';
import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { ImageEntity } from './entities/image.entity.js';
import { UploadEntity } from './entities/upload.entity.js';
import { jpegPreview } from './image-processing.js';
import { ImageVariantCache } from './image-variant-cache.service.js';
import { MediaStorage, type StoredFile } from './media-storage.service.js';

/** A file ready to be sent, with the headers that describe it. */
export interface ServedFile {
  file: StoredFile;
  etag: string;
  headers: Record<string, string>;
}

/** Image kinds served inline and with a JPEG preview; every other upload is a download. */
const INLINE_UPLOADS = new Set(PREVIEWED_UPLOAD_EXTENSIONS);

/** Where the JPEG preview of an upload version is cached. */
export function uploadPreviewKey(id: number, version: number): string {
  return `upload-previews/${id}-${version}.jpg`;
}

/** The URL carries the version, so a file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `attachment` with an ASCII fallback name and the exact name per RFC 6266 / 5987. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Finds the stored files behind the public /image and /upload URLs. */
@Injectable()
export class MediaFilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly variants: ImageVariantCache,
  ) {}

  /**
   * The file of /image/{id}-{version}.{extension}, or of a variant /image/{variant}/… (scaled
   * down to its width on first request, see ImageVariantCache); a wrong version or extension
   * is a 404, so an outdated URL never shows a newer picture under an immutable cache header.
   */
  async image(fileName: string, variant: ImageVariant | null = null): Promise<ServedFile> {
    const notFound = new NotFoundError(recordNotFound('images'));
    const parsed = parseMediaFileName(fileName);
    if (!parsed) throw notFound;
    const image = await this.dataSource.getRepository(ImageEntity).findOne({
      select: {
        id: true,
        version: true,
        extension: true,
        mimeType: true,
        width: true,
        storage: true,
      },
      where: { id: parsed.id },
    });
    if (!image || image.version !== parsed.version || image.extension !== parsed.extension)
      throw notFound;
    const file = variant
      ? await this.variants.open(image, variant)
      : await this.storage.open(image.storage);
    if (!file) throw notFound;
    return {
      file,
      etag: `"image-${image.id}-${image.version}${variant ? `-${variant}` : ''}"`,
      headers: {
        'content-type': image.mimeType,
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
      },
    };
  }

  /**
   * The file of /upload/{publicHash}/{id}-{version}.{extension}. Everything but raster
   * images is sent as a download, and nothing it contains may run (CSP sandbox, nosniff).
   */
  async upload(publicHash: string, fileName: string): Promise<ServedFile> {
    const notFound = new NotFoundError(recordNotFound('uploads'));
    const upload = await this.findUpload(publicHash, fileName, notFound);
    const file = await this.storage.open(upload.storage);
    if (!file) throw notFound;
    const contentType = upload.mimeType.startsWith('text/')
      ? `${upload.mimeType}; charset=utf-8`
      : upload.mimeType;
    return {
      file,
      etag: `"upload-${upload.id}-${upload.version}"`,
      headers: {
        'content-type': contentType,
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        ...(INLINE_UPLOADS.has(upload.extension)
          ? {}
          : { 'content-disposition': attachmentDisposition(upload.name) }),
      },
    };
  }

  /**
   * The JPEG preview of /upload/{publicHash}/preview/{id}-{version}.jpg: for raster image
   * uploads, made once with sharp and cached. Other files (PDF included: the bundled libvips
   * cannot read PDF) have none and answer a German 404.
   */
  async uploadPreview(publicHash: string, fileName: string): Promise<ServedFile> {
    const notFound = new NotFoundError(recordNotFound('uploads'));
    const parsed = parseMediaFileName(fileName);
    if (parsed?.extension !== 'jpg') throw notFound;
    const upload = await this.findUpload(publicHash, fileName, notFound, false);
    const noPreview = new NotFoundError('NO_PREVIEW');
    if (!INLINE_UPLOADS.has(upload.extension)) throw noPreview;
    const key = uploadPreviewKey(upload.id, upload.version);
    let file = await this.storage.open(key);
    if (!file) {
      const original = await this.storage.read(upload.storage);
      const preview = original && (await jpegPreview(original));
      if (!preview) throw noPreview;
      await this.storage.write(key, preview);
      file = await this.storage.open(key);
      if (!file) throw noPreview;
    }
    return {
      file,
      etag: `"upload-preview-${upload.id}-${upload.version}"`,
      headers: {
        'content-type': 'image/jpeg',
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
      },
    };
  }

  /**
   * The upload a public file name points to: hash compared in constant time, version and
   * (unless `checkExtension` is false, for previews) extension must match.
   */
  private async findUpload(
    publicHash: string,
    fileName: string,
    notFound: NotFoundError,
    checkExtension = true,
  ): Promise<UploadEntity> {
    const parsed = parseMediaFileName(fileName);
    if (!parsed || !/^[0-9a-f]{32}$/.test(publicHash)) throw notFound;
    const upload = await this.dataSource.getRepository(UploadEntity).findOne({
      select: {
        id: true,
        version: true,
        extension: true,
        publicHash: true,
        mimeType: true,
        name: true,
        storage: true,
      },
      where: { id: parsed.id },
    });
    if (
      !upload ||
      !sameText(upload.publicHash, publicHash) ||
      upload.version !== parsed.version ||
      (checkExtension && upload.extension !== parsed.extension)
    )
      throw notFound;
    return upload;
  }
}
