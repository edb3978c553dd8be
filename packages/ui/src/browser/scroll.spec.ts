import { scrollToElement } from './scroll.js';

function elementAt(rect: Partial<DOMRect>): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top: 0, bottom: 0, ...rect }) as DOMRect;
  return element;
}

describe('scrollToElement', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
  });
  afterEach(() => {
    scrollTo.mockRestore();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('puts the element the offset below the top, smoothly', () => {
    scrollToElement(elementAt({ top: 300 }), -150);
    expect(scrollTo).toHaveBeenCalledWith({ top: 550, behavior: 'smooth' });
  });

  it('can aim at the bottom edge and never scrolls above the start', () => {
    scrollToElement(elementAt({ bottom: 120 }), 0, 'bottom');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 520, behavior: 'smooth' });
    scrollToElement(elementAt({ top: -900 }), -150);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = ((query: string) =>
      ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList) as never;
    scrollToElement(elementAt({ top: 100 }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 500, behavior: 'auto' });
  });
});
