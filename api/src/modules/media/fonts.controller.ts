import { createReadStream } from 'node:fs';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import type { FontListEntry } from '@bestellwerk/domain';
import { FontService } from './font.service.js';
import { ApiDataList, ApiRawAnswer } from '../../http/openapi/decorators.js';

@ApiTags('fonts')
@Controller('fonts')
@Public()
export class FontsController {
  constructor(private readonly fonts: FontService) {}

  @Get()
  @ApiOperation({ summary: 'Schriftarten auflisten' })
  @ApiDataList('FontListEntry')
  list(): Promise<FontListEntry[]> {
    return this.fonts.list();
  }

  @Get('google/:family/:file')
  @RawResponse()
  @ApiOperation({ summary: 'CSS einer Schriftart: style-{variant}.embed.css' })
  @ApiRawAnswer(['text/css'], {})
  async css(
    @Param('family') family: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const css = await this.fonts.embedCss(family, file);
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(css);
  }

  @Get('files/:package/:file')
  @RawResponse()
  @ApiOperation({ summary: 'Schriftdatei eines mitgelieferten Pakets (latin-700-normal.woff2)' })
  @ApiRawAnswer(['font/woff2', 'font/woff'], { binary: true })
  file(
    @Param('package') packageId: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): void {
    const path = this.fonts.packagedFile(packageId, file);
    reply
      .header('content-type', file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  }
}
