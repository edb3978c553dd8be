import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';

/**
 * Renders `element` at `url` (matched by `pattern`) with the app's stores, the API answered
 * from `routes`; answers the API calls made and where the client tried to send the browser.
 */
export function renderRoute(
  url: string,
  pattern: string,
  element: ReactElement,
  routes: Record<string, JsonRoute>,
) {
  const redirects: string[] = [];
  const responder = jsonResponder(routes);
  render(
    <StoresProvider
      value={
        new RootStore({
          fetch: responder.fetch,
          redirect: (path) => redirects.push(path),
          currentPath: () => '/',
        })
      }
    >
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { redirects, calls: responder.calls };
}
