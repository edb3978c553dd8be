import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';

/**
 * Renders the TV's routes (`pattern` → element) at `url` with the app's stores, the API
 * answered from `routes`; answers the responder with the calls made.
 */
export function renderTv(
  url: string,
  pages: Record<string, ReactElement>,
  routes: Record<string, JsonRoute>,
) {
  const responder = jsonResponder(routes);
  render(
    <StoresProvider value={new RootStore({ fetch: responder.fetch })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(pages).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return responder;
}

/** Lets the fetches, the media checks and what they start settle (fake timers stay put). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}
