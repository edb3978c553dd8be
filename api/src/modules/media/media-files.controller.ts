import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { isImageVariant, recordNotFound } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { MediaFilesService, type ServedFile } from './media-files.service.js';

/** Sends a stored file, or 304 when the client's If-None-Match names its ETag. */
function send(reply: FastifyReply, served: ServedFile, ifNoneMatch: string | undefined): void {
  reply.headers({ ...served.headers, etag: served.etag });
  const tags = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim());
  if (tags.includes(served.etag) || tags.includes('*')) {
    served.file.stream.destroy();
    reply.status(304).send();
    return;
  }
  reply.header('content-length', String(served.file.size)).send(served.file.stream);
}

/**
 * The public files outside /api: images at /image/{id}-{version}.{extension} and their
 * scaled-down variants under /image/{size}/, /image/product/ and /image/category/; uploads at
 * /upload/{publicHash}/{id}-{version}.{extension} with a JPEG preview at
 * /upload/{publicHash}/preview/{id}-{version}.jpg. Every answer carries nosniff; versioned
 * URLs are cached for a year and revalidate with their ETag.
 */
@ApiExcludeController()
@Controller()
@Public()
@RawResponse()
export class MediaFilesController {
  constructor(private readonly files: MediaFilesService) {}

  @Get('image/:file')
  async image(
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.files.image(file), ifNoneMatch);
  }

  @Get('image/:prefix/:file')
  async imageVariant(
    @Param('prefix') prefix: string,
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!isImageVariant(prefix)) throw new NotFoundError(recordNotFound('images'));
    send(reply, await this.files.image(file, prefix), ifNoneMatch);
  }

  @Get('upload/:hash/preview/:file')
  async uploadPreview(
    @Param('hash') hash: string,
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.files.uploadPreview(hash, file), ifNoneMatch);
  }

  @Get('upload/:hash/:file')
  async upload(
    @Param('hash') hash: string,
    @Param('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.files.upload(hash, file), ifNoneMatch);
  }
}
