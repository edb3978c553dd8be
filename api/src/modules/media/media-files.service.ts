import { parseMediaFileName } from '@bestellwerk/domain';
import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { ImageEntity } from './entities/image.entity.js';
import { UploadEntity } from './entities/upload.entity.js';
import { MediaStorage, type StoredFile } from './media-storage.service.js';

/** A file ready to be sent, with the headers that describe it. */
export interface ServedFile {
  file: StoredFile;
  etag: string;
  headers: Record<string, string>;
}

/** `{id}-{version}.{extension}` of a file URL. */
/** Image kinds served inline; every other upload is a download. */
const INLINE_UPLOADS = new Set(['gif', 'jpg', 'jpeg', 'png']);

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
  ) {}

  /**
   * The file of /image/{id}-{version}.{extension}; a wrong version or extension is a 404, so
   * an outdated URL never shows a newer picture under an immutable cache header.
   */
  async image(fileName: string): Promise<ServedFile> {
    const notFound = new NotFoundError('Bild wurde nicht gefunden.');
    const parsed = parseMediaFileName(fileName);
    if (!parsed) throw notFound;
    const image = await this.dataSource.getRepository(ImageEntity).findOne({
      select: { id: true, version: true, extension: true, mimeType: true, storage: true },
      where: { id: parsed.id },
    });
    if (!image || image.version !== parsed.version || image.extension !== parsed.extension)
      throw notFound;
    const file = await this.storage.open(image.storage);
    if (!file) throw notFound;
    return {
      file,
      etag: `"image-${image.id}-${image.version}"`,
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
    const notFound = new NotFoundError('Datei wurde nicht gefunden.');
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
      upload.extension !== parsed.extension
    )
      throw notFound;
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
}
