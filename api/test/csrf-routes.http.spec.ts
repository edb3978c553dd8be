import {
  exampleUrl,
  routeCatalog,
  type RouteCatalog,
  type ServedRoute,
} from './support/route-catalog.js';
import {
  createTestApp,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';

const CSRF_MESSAGE =
  'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';
const SIGN_IN_MESSAGE = 'Bitte melden Sie sich an.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Served by Fastify itself, not by a Nest controller: the OpenAPI documentation (GET only). */
const DOCUMENTATION = /^\/api\/docs([-/]|$)/;

/**
 * Every route of the running app, found anew on each run (routes added later are covered
 * without touching this file): staff mutations need the session's CSRF token, staff routes a
 * session. Public routes (@Public()) are left out.
 */
describe('access to every route of the app', () => {
  let t: TestApp;
  let admin: StaffSession;
  let catalog: RouteCatalog;
  /** Non-public routes, plus anything Fastify serves outside Nest (it has no guard). */
  let guarded: (ServedRoute & { handler: string })[];

  const describeAnswer = (route: ServedRoute, response: HttpResponse) =>
    `${route.method} ${route.path} → ${response.status} ${response.body.slice(0, 200)}`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    catalog = routeCatalog(t.app);
    guarded = [
      ...catalog.nest.filter((route) => !route.isPublic),
      ...catalog.fastifyOnly
        .filter((route) => !DOCUMENTATION.test(route.path))
        .map((route) => ({ ...route, handler: '(Fastify, outside Nest)' })),
    ];
  });
  afterAll(() => t.close());

  it('finds every route: more than 40, each Nest handler served by Fastify, nothing else served but the docs', () => {
    expect(catalog.nest.length).toBeGreaterThan(40);
    expect(catalog.unmatched).toEqual([]);
    expect(catalog.fastifyOnly.filter((route) => !DOCUMENTATION.test(route.path))).toEqual([]);
    expect(catalog.fastifyOnly.every((route) => SAFE_METHODS.has(route.method))).toBe(true);
    const mutations = guarded.filter((route) => !SAFE_METHODS.has(route.method));
    expect(mutations.length).toBeGreaterThan(40);
    // The @Public() mark is read correctly: sign-in is public, sign-out and user changes are not.
    const publicKeys = catalog.nest
      .filter((route) => route.isPublic)
      .map((route) => `${route.method} ${route.path}`);
    expect(publicKeys).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/login/link',
        'POST /api/login/link/:token',
      ]),
    );
    expect(guarded.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/logout',
        'GET /api/users',
        'POST /api/users',
        'PUT /api/users/:id',
        'DELETE /api/users/:id',
      ]),
    );
  });

  it('refuses every non-public mutation without X-CSRF-Token with 403, even for an admin', async () => {
    const wrong: string[] = [];
    for (const route of guarded.filter((candidate) => !SAFE_METHODS.has(candidate.method))) {
      const response = await t.request(route.method, exampleUrl(route.path), {
        headers: { cookie: admin.cookie },
      });
      const message = response.status === 403 && response.json<{ errors: { message: string }[] }>();
      if (!message || message.errors[0]?.message !== CSRF_MESSAGE)
        wrong.push(`${route.handler}: ${describeAnswer(route, response)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every non-public mutation with a wrong X-CSRF-Token with 403', async () => {
    const otherSession = await t.login('chefin');
    const wrong: string[] = [];
    for (const route of guarded.filter((candidate) => !SAFE_METHODS.has(candidate.method))) {
      for (const token of ['falsch', otherSession.csrfToken, `${admin.csrfToken}x`]) {
        const response = await t.request(route.method, exampleUrl(route.path), {
          headers: { cookie: admin.cookie, 'x-csrf-token': token },
        });
        const message =
          response.status === 403 && response.json<{ errors: { message: string }[] }>();
        if (!message || message.errors[0]?.message !== CSRF_MESSAGE)
          wrong.push(`${route.handler} (token ${token}): ${describeAnswer(route, response)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every non-public route without a session with 401', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await t.request(route.method, exampleUrl(route.path));
      const message = response.status === 401 && response.json<{ errors: { message: string }[] }>();
      if (!message || message.errors[0]?.message !== SIGN_IN_MESSAGE)
        wrong.push(`${route.handler}: ${describeAnswer(route, response)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers with an ended session like without one', async () => {
    const session = await t.login('chefin');
    await t.request('POST', '/api/logout', { session });
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await t.request(route.method, exampleUrl(route.path), { session });
      if (response.status !== 401)
        wrong.push(`${route.handler}: ${describeAnswer(route, response)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still lets the admin session through with the right token', async () => {
    const me = await t.request('GET', '/api/users/me', { session: admin });
    expect(me.status).toBe(200);
    const created = await t.request('POST', '/api/divisions', {
      session: admin,
      body: { identifier: 'csrf-ok', name: 'CSRF ok' },
    });
    expect(created.status).toBe(201);
  });
});
