import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImageTemplateLayer } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { ImageTemplateLayersService } from './image-template-layers.service.js';
import { ImageTemplateRenderer } from './image-template-renderer.service.js';
import { ApiDataList, ApiRawAnswer } from '../../http/openapi/decorators.js';

/** `GET /api/image-templates/{id}/layers` and `…/render.png`. */
@ApiTags('image-templates')
@Controller('image-templates')
export class ImageTemplateLayersController {
  constructor(
    private readonly templates: ImageTemplateLayersService,
    private readonly renderer: ImageTemplateRenderer,
  ) {}

  @Get(':id/layers')
  @ApiOperation({ summary: 'Ebenen einer Bildvorlage' })
  @ApiDataList('ImageTemplateLayer')
  layers(@Param('id', IdParamPipe) id: number): Promise<ImageTemplateLayer[]> {
    return this.templates.layers(id);
  }

  @Get(':id/render.png')
  @RawResponse()
  @ApiOperation({ summary: 'Bildvorlage als PNG erzeugen' })
  @ApiRawAnswer(['image/png'], { binary: true })
  async render(@Param('id', IdParamPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const png = await this.renderer.render(id);
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  }
}
