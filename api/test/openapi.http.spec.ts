import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeCatalog } from './support/route-catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const API = join(__dirname, '..');

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
}

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Every operation of the document with its method and path. */
function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe('the OpenAPI document (api/openapi.json)', () => {
  let t: TestApp;
  let served: Document;

  beforeAll(async () => {
    t = await createTestApp();
    served = (await t.request('GET', '/api/docs-json')).json<Document>();
  });

  afterAll(() => t.close());

  it('is what the code describes (else: npm run openapi)', () => {
    const committed = JSON.parse(readFileSync(join(API, 'openapi.json'), 'utf8')) as Document;
    expect(served).toEqual(committed);
  });

  it('holds the schemas generated from the current domain types (else: npm run openapi:schemas)', () => {
    expect(() =>
      execFileSync('node', [join(API, 'scripts/domain-schemas.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('describes the success answer of every operation', () => {
    const described = (status: string, response: { content?: unknown }) =>
      /^3/.test(status) || (/^2/.test(status) && response.content !== undefined);
    const without = operations(served).filter(
      ({ operation }) =>
        !Object.entries(operation.responses).some(([status, response]) =>
          described(status, response),
        ),
    );
    // The payment webhooks answer an empty 200 to the provider.
    expect(without.map(({ operation }) => operation.operationId).sort()).toEqual([
      'payments.datatransWebhook',
      'payments.mollieWebhook',
    ]);
  });

  it('asks staff routes for the session (mutations also the CSRF token) and public ones for nothing', () => {
    const byId = new Map(
      operations(served).map(({ operation }) => [operation.operationId, operation]),
    );
    const routes = routeCatalog(t.app).nest.filter(({ path }) => path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) {
      const [controller, method] = route.handler.split('.');
      const name = controller.replace(/(Crud)?Controller$/, '');
      const operation = byId.get(`${name.charAt(0).toLowerCase()}${name.slice(1)}.${method}`);
      if (!operation) throw new Error(`${route.handler} fehlt im Dokument`);
      const expected = !route.isPublic
        ? [route.method === 'GET' ? { session: [] } : { session: [], csrf: [] }]
        : operation.security.length
          ? [{ deviceKey: [] }]
          : [];
      expect({ handler: route.handler, security: operation.security }).toEqual({
        handler: route.handler,
        security: expected,
      });
    }
  });

  it('lists each CRUD collection under its own tag and its paths as they are served', () => {
    const products = operations(served).filter(({ path }) => path.startsWith('/api/products'));
    expect(products.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/products',
        'POST /api/products',
        'GET /api/products/{id}',
        'PUT /api/products/{id}',
        'DELETE /api/products/{id}',
      ]),
    );
    const get = served.paths['/api/products/{id}'].get;
    expect(get.tags).toEqual(['products']);
    expect(get.responses['200'].content).toEqual({
      'application/json': {
        schema: {
          type: 'object',
          required: ['data'],
          properties: { data: { $ref: '#/components/schemas/Product' } },
        },
      },
    });
    expect(get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(served.components.schemas.ErrorEnvelope).toBeDefined();
  });
});
