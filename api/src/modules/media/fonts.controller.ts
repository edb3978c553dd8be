import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Font } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators.js';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { FontService } from './font.service.js';

@ApiTags('fonts')
@Controller('fonts')
@Public()
export class FontsController {
  constructor(private readonly fonts: FontService) {}

  @Get()
  @ApiOperation({ summary: 'Schriftarten auflisten' })
  list(): Promise<Font[]> {
    return this.fonts.list();
  }

  @Get('google/:family/:file')
  @RawResponse()
  @ApiProduces('text/css')
  @ApiOperation({ summary: 'CSS einer Schriftart: style-{variant}.embed.css' })
  async css(
    @Param('family') family: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const css = await this.fonts.embedCss(family, file);
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(css);
  }
}
