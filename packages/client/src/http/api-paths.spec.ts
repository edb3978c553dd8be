import type { Order, User } from '@bestellwerk/domain';
import { ApiClient } from './api-client.js';
import type { ApiRoute, ApiPaths } from './api-paths.js';

/**
 * What the typecheck (`npm run typecheck`) holds the client's calls to: each `@ts-expect-error`
 * below is a call that must not compile against api/openapi.json. The calls are never run.
 */
function typedCalls(api: ApiClient, id: number) {
  return [
    async () => {
      const users: User[] = await api.get('/users');
      const order: Order = await api.get(`/orders/${id}`);
      const current: Order[] = await api.get('/orders/current');
      const page = await api.getPage(`/orders?page=2`);
      const first: Order | undefined = page.items[0];
      return [users, order, current, first];
    },
    // @ts-expect-error a path the document lacks
    () => api.get('/usrs'),
    // @ts-expect-error a method the path does not answer
    () => api.get(`/orders/${id}/print`),
    // @ts-expect-error a parameter never spans a slash
    () => api.delete(`/users/${id}/${id}`),
    // @ts-expect-error a path written as any string
    () => api.get(String(id)),
    // @ts-expect-error the login needs its body
    () => api.post('/login'),
    // @ts-expect-error a body of another shape
    () => api.post('/login', { username: 'anna', password: 7 }),
    // @ts-expect-error a body where the operation takes none
    () => api.post(`/orders/${id}/print`, { copies: 2 }),
    async () => {
      // @ts-expect-error the answer is the document's type, not any
      const wrong: string = await api.get('/users/me');
      return wrong;
    },
  ];
}

describe('typed API paths', () => {
  it('resolves a written path to the template of the document', () => {
    const route: ApiRoute<ApiPaths, `/orders/${number}?x=1`, 'get'> = '/orders/{id}';
    const exact: ApiRoute<ApiPaths, '/orders/current', 'get'> = '/orders/current';

    expect([route, exact]).toEqual(['/orders/{id}', '/orders/current']);
    expect(typedCalls(new ApiClient(), 1)).toHaveLength(9);
  });
});
