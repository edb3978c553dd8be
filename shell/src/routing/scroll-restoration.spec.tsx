import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@bestellwerk/client';
import { RESTORE_WAIT_MS, ScrollRestoration } from './scroll-restoration.js';

let scrollY = 0;
let pageHeight = 5000;
let navigate: ReturnType<typeof useNavigate> = () => undefined;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = Math.min(options.top ?? 0, Math.max(0, pageHeight - window.innerHeight));
});

function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The visitor scrolls to `y` (the window reports it and fires its scroll event). */
function scrollBy(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function go(to: string | number) {
  act(() => {
    void (typeof to === 'number' ? navigate(to) : navigate(to));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '');
  sessionStorage.clear();
  scrollY = 0;
  pageHeight = 5000;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
});

afterEach(() => jest.useRealTimers());

describe('ScrollRestoration', () => {
  it('opens a new page at the top', () => {
    scrollBy(3200);
    go('/store/wien-neubau/checkout');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(scrollY).toBe(0);
  });

  it('restores the position on Back, once the late page is tall enough', () => {
    go('/store/wien-neubau');
    scrollBy(2400);
    go('/store/wien-neubau/checkout');
    scrollBy(900);

    pageHeight = 800; // the remote of the branch page has not rendered yet
    scrollTo.mockClear();
    go(-1);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).not.toHaveBeenCalled();
    pageHeight = 6000;
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0, behavior: 'instant' });
    expect(scrollY).toBe(2400);

    go(1);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollY).toBe(900);
  });

  it('restores the page the tab was loaded with (an entry the router did not make)', () => {
    scrollBy(1800);
    go('/store/wien-neubau/checkout');
    expect(scrollY).toBe(0);
    go(-1);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollY).toBe(1800);
  });

  it('stops restoring when the visitor scrolls on their own', () => {
    go('/a');
    scrollBy(2400);
    go('/b');
    pageHeight = 800;
    go(-1);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    act(() => jest.advanceTimersByTime(RESTORE_WAIT_MS + 100));
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 2400, left: 0, behavior: 'instant' });
  });

  it('keeps the place when only the search of the page changes', () => {
    go('/backend/history');
    scrollBy(700);
    scrollTo.mockClear();
    go('/backend/history?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
