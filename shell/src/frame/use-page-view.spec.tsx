import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { PAGE_VIEW_DELAY_MS, usePageView } from './use-page-view.js';

function setup(hasConsent: boolean) {
  const sent: unknown[] = [];
  const stores = new RootStore({
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response('{"data":null}');
    },
  });
  if (hasConsent) stores.consent.hasConsent = true;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider value={stores}>{children}</StoresProvider>
  );
  return { sent, wrapper };
}

describe('usePageView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the path and the title the page set, once per route, with consent', () => {
    const { sent, wrapper } = setup(true);
    const { rerender } = renderHook(({ path }) => usePageView(path, true), {
      wrapper,
      initialProps: { path: '/store/wien' },
    });
    document.title = 'Wien - Bäckerei Korn';
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    rerender({ path: '/site/ueber-uns' });
    document.title = 'Über uns - Bäckerei Korn';
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(sent).toEqual([
      expect.objectContaining({
        action: 'page_view',
        data: { path: '/store/wien', title: 'Wien - Bäckerei Korn' },
      }),
      expect.objectContaining({
        action: 'page_view',
        data: { path: '/site/ueber-uns', title: 'Über uns - Bäckerei Korn' },
      }),
    ]);
  });

  it('sends nothing without consent or on pages that are not public', () => {
    const withoutConsent = setup(false);
    renderHook(() => usePageView('/', true), { wrapper: withoutConsent.wrapper });
    const staffPage = setup(true);
    renderHook(() => usePageView('/backend', false), { wrapper: staffPage.wrapper });
    act(() => jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 2));
    expect(withoutConsent.sent).toEqual([]);
    expect(staffPage.sent).toEqual([]);
  });
});
