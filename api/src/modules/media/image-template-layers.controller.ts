import { Controller, Get, Injectable, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ImageTemplateLayer } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { RawResponse } from '../../common/decorators/raw-response.decorator.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { ImageTemplateEntity } from './entities/image-template.entity.js';
import { ImageTemplateRenderer } from './image-template-renderer.service.js';
import { toImageTemplateLayers } from './image-template.mapper.js';

/** Reads the layers of one image template. */
@Injectable()
export class ImageTemplateLayersService {
  constructor(private readonly dataSource: DataSource) {}

  /** The template's layers in painting order, or a German 404. */
  async layers(id: number): Promise<ImageTemplateLayer[]> {
    const template = await this.dataSource.getRepository(ImageTemplateEntity).findOne({
      where: { id },
      relations: { layers: { font: true, image: true } },
    });
    if (!template) throw new NotFoundError('Bildvorlage wurde nicht gefunden.');
    return toImageTemplateLayers(template.layers);
  }
}

@ApiTags('image-templates')
@Controller('image-templates')
export class ImageTemplateLayersController {
  constructor(
    private readonly templates: ImageTemplateLayersService,
    private readonly renderer: ImageTemplateRenderer,
  ) {}

  @Get(':id/layers')
  @ApiOperation({ summary: 'Ebenen einer Bildvorlage' })
  layers(@Param('id', IdParamPipe) id: number): Promise<ImageTemplateLayer[]> {
    return this.templates.layers(id);
  }

  @Get(':id/render.png')
  @RawResponse()
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'Bildvorlage als PNG erzeugen' })
  async render(@Param('id', IdParamPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const png = await this.renderer.render(id);
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  }
}
