import { CRUD_COLLECTIONS, type ImageTemplate } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import {
  ImageTemplateInput,
  ImageTemplateUpdateInput,
  type ImageTemplateLayerInput,
} from './dto/image-template.input.js';
import { FontEntity } from './entities/font.entity.js';
import { ImageTemplateLayerEntity } from './entities/image-template-layer.entity.js';
import { ImageTemplateEntity } from './entities/image-template.entity.js';
import { ImageEntity } from './entities/image.entity.js';
import { toImageTemplate } from './image-template.mapper.js';

/** A new layer with the defaults of its columns. */
function newLayer(): ImageTemplateLayerEntity {
  return Object.assign(new ImageTemplateLayerEntity(), {
    name: '',
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    text: '',
    fontSize: 16,
    color: '#000000',
    font: null,
    image: null,
  });
}

/** Image templates (staff read, admins write); layers are written with their template. */
export const imageTemplateResource: CrudResource<
  ImageTemplateEntity,
  ImageTemplate,
  ImageTemplateInput
> = {
  ...CRUD_COLLECTIONS.imageTemplates,
  schema: 'ImageTemplate',
  entity: ImageTemplateEntity,
  input: ImageTemplateInput,
  updateInput: ImageTemplateUpdateInput,
  read: 'staff',
  relations: { layers: { font: true, image: true } },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  create: () => Object.assign(new ImageTemplateEntity(), { layers: [] }),
  async apply(entity, { layers, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (!layers) return;
    // One query for all fonts and one for all images of the layers.
    const fonts = await refs.many(
      FontEntity,
      layers.flatMap((layer) => (layer.font ? [layer.font] : [])),
      'layers',
      'Schriftart',
    );
    const images = await refs.many(
      ImageEntity,
      layers.flatMap((layer) => (layer.image ? [layer.image] : [])),
      'layers',
      'Bild',
    );
    const fontById = new Map(fonts.map((font) => [font.id, font]));
    const imageById = new Map(images.map((image) => [image.id, image]));
    const existing = new Map((entity.layers ?? []).map((layer) => [layer.id, layer]));
    entity.layers = layers.map(
      ({ id, font, image, ...layer }: ImageTemplateLayerInput, position) => {
        const target = (id !== undefined && existing.get(id)) || newLayer();
        Object.assign(target, stripUndefined(layer), { position });
        if (font !== undefined) target.font = font === null ? null : fontById.get(font)!;
        if (image !== undefined) target.image = image === null ? null : imageById.get(image.id)!;
        return target;
      },
    );
  },
  toContract: toImageTemplate,
};
