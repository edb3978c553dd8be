import { act, render, screen } from '@testing-library/react';
import { makeSignageDisplay, makeSignageSegment } from '@bestellwerk/domain/testing';
import { SignageSegmentView } from './signage-segment-view.js';
import { SignageStage } from './signage-stage.js';

/** A ResizeObserver the test drives: `resize(w, h)` sets the container's size and notifies. */
let observed: { element: Element; callback: ResizeObserverCallback } | null = null;
let size = { width: 0, height: 0 };
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(element: Element) {
    observed = { element, callback: this.callback };
  }
  disconnect() {
    observed = null;
  }
}
function resize(width: number, height: number) {
  size = { width, height };
  act(() => observed?.callback([], observed as unknown as ResizeObserver));
}

beforeEach(() => {
  size = { width: 480, height: 270 };
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    ...size,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    toJSON: () => ({}),
  }));
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('SignageStage', () => {
  it('lays out on 1920 × 1080 and scales to its container, following its size', () => {
    render(<SignageStage orientation="landscape">Hallo</SignageStage>);
    const canvas = screen.getByTestId('signage-canvas');
    expect(canvas).toHaveStyle({ width: '1920px', height: '1080px' });
    expect(canvas.style.transform).toBe('translate(-50%, -50%) scale(0.25)');
    resize(1920, 1200);
    expect(canvas.style.transform).toBe('translate(-50%, -50%) scale(1)');
    expect(observed).not.toBeNull();
  });

  it('is 1080 × 1920 upright, fitted by its height', () => {
    size = { width: 600, height: 960 };
    render(<SignageStage orientation="portrait">Hallo</SignageStage>);
    const canvas = screen.getByTestId('signage-canvas');
    expect(canvas).toHaveStyle({ width: '1080px', height: '1920px' });
    expect(canvas.style.transform).toBe('translate(-50%, -50%) scale(0.5)');
  });

  it('turns an upright canvas on a landscape screen when asked (a TV mounted sideways)', () => {
    size = { width: 1920, height: 1080 };
    render(
      <SignageStage orientation="portrait" rotateToFit>
        Hallo
      </SignageStage>,
    );
    expect(screen.getByTestId('signage-canvas').style.transform).toBe(
      'translate(-50%, -50%) rotate(90deg) scale(1)',
    );
  });

  it('never turns a preview', () => {
    size = { width: 1920, height: 1080 };
    render(<SignageStage orientation="portrait">Hallo</SignageStage>);
    expect(screen.getByTestId('signage-canvas').style.transform).not.toContain('rotate');
  });
});

describe('SignageSegmentView', () => {
  it('reports ready once its media can be painted', async () => {
    const onReady = jest.fn();
    const segment = makeSignageSegment({ type: 'pickup', content: {} });
    render(
      <SignageSegmentView
        segment={segment}
        display={makeSignageDisplay([segment])}
        now={new Date()}
        pricesFresh
        onReady={onReady}
      />,
    );
    await act(async () => undefined);
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
