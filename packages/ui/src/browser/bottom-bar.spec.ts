import { BOTTOM_BAR_HEIGHT_PROPERTY, reserveBottomBar } from './bottom-bar.js';

describe('reserveBottomBar', () => {
  const reserved = () =>
    document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_PROPERTY);

  it('keeps the height of the mounted bar on the document and gives the room back on unmount', () => {
    const bar = document.createElement('div');
    bar.getBoundingClientRect = () => ({ height: 72 }) as DOMRect;

    const release = reserveBottomBar(bar);
    expect(reserved()).toBe('72px');

    release?.();
    expect(reserved()).toBe('');
  });

  it('reserves nothing without a bar', () => {
    expect(reserveBottomBar(null)).toBeUndefined();
    expect(reserved()).toBe('');
  });
});
