import { render } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';
import type { ReactElement } from 'react';

/** Renders a catalog page for an administrator over a fake API; answers the recorded calls. */
export function renderAsAdmin(page: ReactElement, routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder(routes);
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>{page}</MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

/** The JSON body of the first call with `method`. */
export function bodyOf(calls: { url: string; init: RequestInit }[], method: string): unknown {
  const call = calls.find((each) => each.init.method === method);
  return call ? JSON.parse(String(call.init.body)) : undefined;
}

/** Text with the no-break spaces of formatted amounts as plain spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
