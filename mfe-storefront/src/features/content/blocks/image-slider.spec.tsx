import { fireEvent, render, screen } from '@testing-library/react';
import { makeImage } from '@bestellwerk/domain/testing';
import { ImageSlider } from './image-slider.js';

const images = [1, 2, 3, 4, 5].map((id) => makeImage({ id, alt: `Bild ${id}` }));

function renderSlider() {
  render(<ImageSlider images={images} label="Bilder" />);
  return {
    counter: () => screen.getByText(/^\d\d \/ \d\d$/).textContent,
    image: () => screen.getByRole('button', { name: /vergrößern/ }),
    previous: () => screen.getByRole('button', { name: 'Vorheriges Bild' }),
    next: () => screen.getByRole('button', { name: 'Nächstes Bild' }),
  };
}

describe('ImageSlider', () => {
  it('shows one image at a time with a counter, moving within 0..n-1 without wrapping', () => {
    const slider = renderSlider();

    expect(slider.counter()).toBe('01 / 05');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(slider.previous()).toBeDisabled();
    fireEvent.click(slider.next());
    expect(slider.counter()).toBe('02 / 05');
    expect(screen.getByRole('img')).toHaveAccessibleName('Bild 2');
    for (let i = 0; i < 6; i++) fireEvent.click(slider.next());
    expect(slider.counter()).toBe('05 / 05');
    expect(slider.next()).toBeDisabled();
    fireEvent.click(slider.previous());
    expect(slider.counter()).toBe('04 / 05');
  });

  it('turns on a horizontal swipe of at least 50 px only', () => {
    const slider = renderSlider();
    const swipe = (from: number, to: number, dy = 0) => {
      fireEvent.touchStart(slider.image(), { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(slider.image(), {
        changedTouches: [{ clientX: to, clientY: 100 + dy }],
      });
    };

    swipe(200, 151);
    expect(slider.counter()).toBe('01 / 05');
    swipe(200, 150);
    expect(slider.counter()).toBe('02 / 05');
    swipe(100, 180, 120);
    expect(slider.counter()).toBe('02 / 05');
    swipe(100, 160);
    expect(slider.counter()).toBe('01 / 05');
    swipe(100, 160);
    expect(slider.counter()).toBe('01 / 05');
  });

  it('opens the lightbox on the current image by click, and not after a swipe', () => {
    const slider = renderSlider();
    fireEvent.touchStart(slider.image(), { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(slider.image(), { changedTouches: [{ clientX: 200, clientY: 0 }] });
    fireEvent.click(slider.image());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(slider.image());
    const dialog = screen.getByRole('dialog', { name: 'Bildansicht' });
    expect(dialog).toHaveTextContent('02 / 05');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('03 / 05');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(slider.counter()).toBe('03 / 05');
  });

  it('shows a single image without arrows and nothing for none', () => {
    const { container, rerender } = render(<ImageSlider images={[images[0]]} label="Bilder" />);
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    rerender(<ImageSlider images={[]} label="Bilder" />);
    expect(container).toBeEmptyDOMElement();
  });
});
