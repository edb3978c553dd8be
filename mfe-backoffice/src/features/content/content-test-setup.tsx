import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';

/** Renders a content page for an administrator over a fake API; answers the calls made. */
export function renderAsAdmin(page: ReactElement, url: string, routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder(routes);
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

/** The JSON body of the last request with `method`. */
export function lastBody(calls: { url: string; init: RequestInit }[], method: string): unknown {
  const call = calls.filter((each) => each.init.method === method).at(-1);
  return call ? JSON.parse(String(call.init.body)) : undefined;
}

/** A list answer of the generic API. */
export const page = (items: unknown[]): JsonRoute => ({
  body: { data: items },
  headers: { 'X-Total-Count': String(items.length) },
});
