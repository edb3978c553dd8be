import {
  imageUrl,
  imageUrlForWidth,
  placedTemplateLayers,
  uploadUrl,
  type Image,
  type ImageTemplate,
  type SignageDisplay,
  type SignageOrientation,
  type Upload,
} from '@bestellwerk/domain';
import { contentOf } from './segment-content.js';
import { SIGNAGE_STAGE_SIZES } from './signage-stage.js';

/** A product picture on a menu board: the thumbnail (the row is about 2.2 em high). */
export function menuImageUrl(image: Image): string {
  return imageUrl(image, 'thumbnail');
}

/** An image board's picture: the sized variant as wide as the screen. */
export function boardImageUrl(image: Image, orientation: SignageOrientation): string {
  return imageUrlForWidth(image, SIGNAGE_STAGE_SIZES[orientation].width);
}

/** A video board's file. */
export function boardVideoUrl(upload: Upload): string {
  return uploadUrl(upload);
}

/** How much a template is scaled to fit the screen. */
export function templateScale(template: ImageTemplate, orientation: SignageOrientation): number {
  const stage = SIGNAGE_STAGE_SIZES[orientation];
  return Math.min(stage.width / template.width, stage.height / template.height);
}

/** An image layer's picture, as wide as the layer appears on the screen. */
export function templateImageUrl(image: Image, screenWidth: number): string {
  return imageUrlForWidth(image, screenWidth);
}

/**
 * Every media file the display's segments load, as the boards name them: what a TV caches to
 * play on without the network.
 */
export function signageMediaUrls(display: SignageDisplay): string[] {
  const orientation = display.device.orientation;
  const urls = new Set<string>();
  for (const segment of display.segments) {
    if (segment.type === 'menu' && contentOf({ ...segment, type: 'menu' }).showImages) {
      for (const product of display.catalog.products)
        if (product.images[0]) urls.add(menuImageUrl(product.images[0]));
    } else if (segment.type === 'image') {
      const { image: id } = contentOf({ ...segment, type: 'image' });
      const image = display.images.find((candidate) => candidate.id === id);
      if (image) urls.add(boardImageUrl(image, orientation));
    } else if (segment.type === 'video') {
      const { upload: id } = contentOf({ ...segment, type: 'video' });
      const upload = display.uploads.find((candidate) => candidate.id === id);
      if (upload) urls.add(boardVideoUrl(upload));
    } else if (segment.type === 'template') {
      const { imageTemplate: id } = contentOf({ ...segment, type: 'template' });
      const template = display.imageTemplates.find((candidate) => candidate.id === id);
      if (!template) continue;
      const scale = templateScale(template, orientation);
      for (const { layer, width } of placedTemplateLayers(template))
        if (layer.type === 'image' && layer.image)
          urls.add(templateImageUrl(layer.image, width * scale));
    }
  }
  return [...urls];
}
