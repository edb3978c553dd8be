import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Id, Menu } from '@bestellwerk/domain';
import { makeMe, makeMenu } from '@bestellwerk/domain/testing';

/** Test support: renders a signage page as an administrator over canned API answers. */
export function renderSignagePage(
  page: ReactElement,
  path: string,
  routes: Record<string, JsonRoute>,
) {
  const { fetch, calls } = jsonResponder(routes);
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

/** The JSON body of the last request with `method` to a url ending in `suffix`. */
export function bodyOf(
  calls: readonly { url: string; init: RequestInit }[],
  method: string,
  suffix = '',
): unknown {
  const call = [...calls]
    .reverse()
    .find((each) => each.init.method === method && each.url.endsWith(suffix));
  return call ? JSON.parse(String(call.init.body)) : undefined;
}

/** A page of a list as the API answers it. */
export const page = (data: unknown[]) => ({
  body: { data },
  headers: { 'X-Total-Count': String(data.length) },
});

/** A menu of `branch` listing, per category id, the product ids (all enabled, always). */
export function menuListing(id: Id, branch: Id, listing: Record<Id, Id[]>): Menu {
  return makeMenu({
    id,
    branches: [branch],
    catalog: Object.entries(listing).map(([category, products]) => ({
      id: Number(category),
      products: products.map((product) => ({ id: product, isEnabled: true, schedule: null })),
    })),
  });
}
