import { Injectable } from '@nestjs/common';
import { clipLayer, MAX_IMAGE_PIXELS, recordNotFound } from '@bestellwerk/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import type { ImageTemplateLayerEntity } from './entities/image-template-layer.entity.js';
import { ImageTemplateEntity } from './entities/image-template.entity.js';
import { MediaStorage } from './media-storage.service.js';
import { TemplateFonts } from './template-fonts.service.js';

const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Text for Pango markup: the characters markup would read escaped. */
function escapeMarkup(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A painted layer before it is placed: its pixels (PNG) and the box it may fill. */
interface Painted {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * Renders image templates to PNG with sharp: a white canvas of the template's size, then the
 * layers in painting order at their position, cut at the canvas edges: shapes as rectangles
 * of their colour, images scaled to cover their box (or at their own size without one), text
 * in its font, size and colour, wrapped at the layer's width (or the canvas edge).
 */
@Injectable()
export class ImageTemplateRenderer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly fonts: TemplateFonts,
  ) {}

  /** The PNG of a template, a German 404 when it does not exist, 400 when it is too large. */
  async render(id: number): Promise<Buffer> {
    const template = await this.dataSource.getRepository(ImageTemplateEntity).findOne({
      where: { id },
      relations: { layers: { font: { upload: true }, image: true } },
    });
    if (!template) throw new NotFoundError(recordNotFound('imageTemplates'));
    const canvas = { width: template.width, height: template.height };
    const de = (value: number) => value.toLocaleString('de-DE');
    if (canvas.width * canvas.height > MAX_IMAGE_PIXELS)
      throw new ValidationFailedError([
        {
          message: `Die Bildvorlage ist mit ${de(canvas.width)} × ${de(canvas.height)} Pixeln zu groß zum Erzeugen (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel).`,
        },
      ]);
    const layers = [...template.layers].sort((a, b) => a.position - b.position || a.id - b.id);
    const overlays: OverlayOptions[] = [];
    for (const layer of layers) {
      const painted = await this.paint(layer, canvas);
      const placed = painted && (await this.place(painted, layer, canvas));
      if (placed) overlays.push(placed);
    }
    return sharp({
      create: { ...canvas, channels: 4, background: '#ffffff' },
    })
      .composite(overlays)
      .png()
      .toBuffer();
  }

  private async paint(
    layer: ImageTemplateLayerEntity,
    canvas: { width: number; height: number },
  ): Promise<Painted | null> {
    const color = COLOR.test(layer.color) ? layer.color : '#000000';
    try {
      if (layer.type === 'shape') {
        const box = clipLayer(canvas, layer);
        if (!box) return null;
        // Only the visible part is created, whatever the layer's size.
        const { width, height } = box.extract;
        const input = await sharp({ create: { width, height, channels: 4, background: color } })
          .png()
          .toBuffer();
        return { input, width: layer.width, height: layer.height };
      }
      if (layer.type === 'image') return await this.paintImage(layer);
      return await this.paintText(layer, color, canvas);
    } catch {
      // A file that cannot be decoded or a text Pango cannot lay out: the layer is left out.
      return null;
    }
  }

  private async paintImage(layer: ImageTemplateLayerEntity): Promise<Painted | null> {
    const data = layer.image && (await this.storage.read(layer.image.storage));
    if (!data) return null;
    const { data: input, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: layer.width || undefined, height: layer.height || undefined, fit: 'cover' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input, width: info.width, height: info.height };
  }

  private async paintText(
    layer: ImageTemplateLayerEntity,
    color: string,
    canvas: { width: number; height: number },
  ): Promise<Painted | null> {
    const text = layer.text ?? '';
    if (!text.trim()) return null;
    const font = await this.fonts.resolve(layer.font, layer.fontSize);
    const wrap = layer.width > 0 ? layer.width : canvas.width - Math.max(0, layer.x);
    if (wrap < 1) return null;
    const { data: input, info } = await sharp({
      text: {
        text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
        font: font.description,
        ...(font.file ? { fontfile: font.file } : {}),
        width: wrap,
        wrap: 'word',
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      input,
      width: layer.width > 0 ? Math.min(info.width, layer.width) : info.width,
      height: layer.height > 0 ? Math.min(info.height, layer.height) : info.height,
    };
  }

  /** The painted layer at its position, cut to its box and the canvas; null when off canvas. */
  private async place(
    painted: Painted,
    layer: ImageTemplateLayerEntity,
    canvas: { width: number; height: number },
  ): Promise<OverlayOptions | null> {
    const box = clipLayer(canvas, { x: layer.x, y: layer.y, ...painted });
    if (!box) return null;
    if (layer.type === 'shape') return { input: painted.input, left: box.left, top: box.top };
    const input = await sharp(painted.input).extract(box.extract).png().toBuffer();
    return { input, left: box.left, top: box.top };
  }
}
