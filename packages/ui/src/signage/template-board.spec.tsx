import { render, screen } from '@testing-library/react';
import type { ImageTemplateLayer } from '@bestellwerk/domain';
import { makeImage, makeSignageDisplay, makeSignageSegment } from '@bestellwerk/domain/testing';
import { SignageSegmentView } from './signage-segment-view.js';

function layer(overrides: Partial<ImageTemplateLayer>): ImageTemplateLayer {
  return {
    id: 1,
    position: 1,
    type: 'shape',
    name: 'Ebene',
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    text: '',
    font: null,
    fontSize: 40,
    color: '#000000',
    image: null,
    ...overrides,
  };
}

describe('TemplateBoard', () => {
  it('draws the layers in painting order, fitted into the screen', () => {
    const segment = makeSignageSegment({ type: 'template', content: { imageTemplate: 4 } });
    const display = makeSignageDisplay([segment], {
      imageTemplates: [
        {
          id: 4,
          name: 'Kuchen der Woche',
          width: 960,
          height: 540,
          layers: [
            layer({
              id: 3,
              position: 3,
              type: 'text',
              text: 'Topfentorte',
              x: 40,
              y: 400,
              fontSize: 72,
              color: '#ffffff',
            }),
            layer({ id: 1, position: 1, type: 'shape', width: 960, height: 540, color: '#552200' }),
            layer({
              id: 2,
              position: 2,
              type: 'image',
              image: makeImage({ id: 9, width: 4000 }),
              x: 500,
              y: 20,
              width: 400,
              height: 300,
            }),
          ],
        },
      ],
    });
    const { container } = render(
      <SignageSegmentView segment={segment} display={display} now={new Date()} pricesFresh />,
    );
    const canvas = screen.getByRole('img', { name: 'Kuchen der Woche' });
    // 960 × 540 into 1920 × 1080: twice as large.
    expect(canvas.style.transform).toContain('scale(2)');
    const layers = [...container.querySelectorAll('.bw-signage-template__layer')] as HTMLElement[];
    expect(layers.map((element) => element.tagName)).toEqual(['DIV', 'IMG', 'DIV']);
    expect(layers[0]).toHaveStyle({ background: '#552200', width: '960px', height: '540px' });
    // 400 template pixels are 800 on the screen: the medium (1280) variant.
    expect(layers[1]).toHaveAttribute('src', '/image/medium/9-3.jpg');
    expect(layers[1]).toHaveStyle({ left: '500px', top: '20px', width: '400px', height: '300px' });
    expect(layers[2]).toHaveTextContent('Topfentorte');
    expect(layers[2]).toHaveStyle({
      color: '#ffffff',
      fontSize: '72px',
      left: '40px',
      width: '920px',
    });
  });

  it('draws an empty board when the template is gone', () => {
    const segment = makeSignageSegment({ type: 'template', content: { imageTemplate: 99 } });
    render(
      <SignageSegmentView
        segment={segment}
        display={makeSignageDisplay([segment])}
        now={new Date()}
        pricesFresh
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
