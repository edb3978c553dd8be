import type { ImageTemplate, ImageTemplateLayer } from '../contract/media.js';
import { makeImage, makeImageTemplateLayer } from '../testing/contract-fixtures.js';
import { placedTemplateLayers } from './template-layers.js';

function template(layers: ImageTemplateLayer[]): ImageTemplate {
  return { id: 1, name: 'Aktion', width: 800, height: 600, layers };
}

describe('placedTemplateLayers', () => {
  it('paints in position order, then by id', () => {
    const placed = placedTemplateLayers(
      template([
        makeImageTemplateLayer({ id: 3, position: 2 }),
        makeImageTemplateLayer({ id: 2, position: 1 }),
        makeImageTemplateLayer({ id: 1, position: 2 }),
      ]),
    );
    expect(placed.map((entry) => entry.layer.id)).toEqual([2, 1, 3]);
  });

  it('wraps text without a width at the canvas edge and lets it take its own height', () => {
    const [text] = placedTemplateLayers(
      template([
        makeImageTemplateLayer({ type: 'text', text: 'Frisch', x: 200, width: 0, height: 0 }),
      ]),
    );
    expect(text).toMatchObject({ left: 200, width: 600, height: null });
  });

  it('gives an image without a box its own size, with one side its aspect ratio', () => {
    const image = makeImage({ width: 400, height: 200 });
    const placed = placedTemplateLayers(
      template([
        makeImageTemplateLayer({ id: 1, type: 'image', image, width: 0, height: 0 }),
        makeImageTemplateLayer({ id: 2, type: 'image', image, width: 200, height: 0 }),
      ]),
    );
    expect(placed.map(({ width, height }) => [width, height])).toEqual([
      [400, 200],
      [200, 100],
    ]);
  });

  it('leaves out empty text, images without an image and layers off the canvas', () => {
    const placed = placedTemplateLayers(
      template([
        makeImageTemplateLayer({ id: 1, type: 'text', text: '  ' }),
        makeImageTemplateLayer({ id: 2, type: 'image', image: null }),
        makeImageTemplateLayer({ id: 3, x: 900 }),
        makeImageTemplateLayer({ id: 4, type: 'text', text: 'Hallo', y: 600 }),
        makeImageTemplateLayer({ id: 5 }),
      ]),
    );
    expect(placed.map((entry) => entry.layer.id)).toEqual([5]);
  });

  it('paints a colour that is not #RRGGBB black, as the PNG renderer', () => {
    const [shape] = placedTemplateLayers(template([makeImageTemplateLayer({ color: 'red' })]));
    expect(shape.color).toBe('#000000');
  });
});
