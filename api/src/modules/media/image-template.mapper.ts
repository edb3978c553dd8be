import type { ImageTemplate, ImageTemplateLayer } from '@bestellwerk/domain';
import type { ImageTemplateLayerEntity } from './entities/image-template-layer.entity.js';
import type { ImageTemplateEntity } from './entities/image-template.entity.js';
import { toImageOrNull } from './image.mapper.js';

export function toImageTemplateLayer(entity: ImageTemplateLayerEntity): ImageTemplateLayer {
  return {
    id: entity.id,
    position: entity.position,
    type: entity.type,
    name: entity.name,
    x: entity.x,
    y: entity.y,
    width: entity.width,
    height: entity.height,
    text: entity.text ?? '',
    font: entity.font?.id ?? null,
    fontSize: entity.fontSize,
    color: entity.color,
    image: toImageOrNull(entity.image),
  };
}

/** The layers of a template in painting order. */
export function toImageTemplateLayers(layers: ImageTemplateLayerEntity[]): ImageTemplateLayer[] {
  return [...layers]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(toImageTemplateLayer);
}

export function toImageTemplate(entity: ImageTemplateEntity): ImageTemplate {
  return {
    id: entity.id,
    name: entity.name,
    width: entity.width,
    height: entity.height,
    layers: toImageTemplateLayers(entity.layers ?? []),
  };
}
