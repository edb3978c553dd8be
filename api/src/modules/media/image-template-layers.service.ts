import { Injectable } from '@nestjs/common';
import { recordNotFound, type ImageTemplateLayer } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { ImageTemplateEntity } from './entities/image-template.entity.js';
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
    if (!template) throw new NotFoundError(recordNotFound('imageTemplates'));
    return toImageTemplateLayers(template.layers);
  }
}
