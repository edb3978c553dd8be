/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, LOGIN_PATH, type ApiClientOptions } from './api-client.js';
import { ApiRequestError, UNKNOWN_ERROR_MESSAGE } from './api-request-error.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] =
  [];

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

/** Any JSON body and answer, in the shape openapi-typescript generates. */
interface AnyJson {
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': { data: unknown } } } };
}

/** The paths these tests call (the wire rules, not the API's document, are under test). */
interface WirePaths {
  '/branches': { get: AnyJson };
  '/custom/forms': { post: AnyJson };
  '/init': { get: AnyJson };
  '/login': { post: AnyJson };
  '/orders': { get: AnyJson; post: AnyJson };
  '/orders/{id}': { put: AnyJson; delete: AnyJson };
  '/users/me': { get: AnyJson };
}

function client(options: ApiClientOptions = {}) {
  const redirects: string[] = [];
  const api = new ApiClient<WirePaths>({
    baseUrl,
    redirect: (path) => redirects.push(path),
    currentPath: () => '/store/innenstadt',
    ...options,
  });
  return { api, redirects };
}

describe('ApiClient', () => {
  it.each([
    ['137', 137],
    [undefined, null],
    ['viele', null],
  ])('answers a page with the total of X-Total-Count %j', async (header, total) => {
    handler = (_req, _body, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(header === undefined ? {} : { 'X-Total-Count': header }),
      });
      res.end(JSON.stringify({ data: [{ id: 1 }, { id: 2 }] }));
    };
    const { api } = client();

    await expect(api.getPage('/orders?page=2')).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/orders?page=2' });
  });

  it('unwraps the data envelope of a successful answer', async () => {
    handler = (_req, _body, res) =>
      send(res, 200, { data: [{ id: 1, name: 'Filiale Innenstadt' }] });
    const { api } = client();

    await expect(api.get('/branches')).resolves.toEqual([{ id: 1, name: 'Filiale Innenstadt' }]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/branches' });
  });

  it('sends the body as JSON and asks for same-origin cookies', async () => {
    handler = (_req, body, res) => send(res, 201, { data: JSON.parse(body) });
    const inits: RequestInit[] = [];
    const { api } = client({
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });

    await expect(api.post('/custom/forms', { subject: 'Torte' })).resolves.toEqual({
      subject: 'Torte',
    });
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(inits[0].credentials).toBe('same-origin');
  });

  it('throws an ApiRequestError with status and the German errors of the answer', async () => {
    handler = (_req, _body, res) =>
      send(res, 400, {
        errors: [{ message: 'Bitte geben Sie Ihren Vornamen ein.', field: 'firstName' }],
      });
    const { api } = client();

    const error = await api.post('/orders', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bitte geben Sie Ihren Vornamen ein.',
      errors: [{ message: 'Bitte geben Sie Ihren Vornamen ein.', field: 'firstName' }],
    });
  });

  it('falls back to the German unknown-error message when the failure has no errors', async () => {
    handler = (_req, _body, res) => send(res, 502, '<html>Bad Gateway</html>');
    const { api } = client();

    await expect(api.get('/init')).rejects.toMatchObject({
      status: 502,
      message: UNKNOWN_ERROR_MESSAGE,
      errors: [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }],
    });
  });

  it('reports a network failure as status 0', async () => {
    const { api } = client({ baseUrl: 'http://127.0.0.1:1/api' });

    await expect(api.get('/init')).rejects.toMatchObject({
      status: 0,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('sends the extra headers of a request', async () => {
    handler = (_req, _body, res) => send(res, 201, { data: null });
    const { api } = client();

    await api.post('/orders', {}, { headers: { 'Idempotency-Key': 'key-1' } });

    expect(seen[0].headers['idempotency-key']).toBe('key-1');
  });

  it('sends the CSRF token on mutations but not on reads', async () => {
    handler = (_req, _body, res) => send(res, 200, { data: null });
    const { api } = client({ csrfToken: () => 'token-123' });

    await api.get('/orders');
    await api.put('/orders/1', { comment: '' });
    await api.delete('/orders/1');

    expect(seen.map((r) => r.headers['x-csrf-token'])).toEqual([
      undefined,
      'token-123',
      'token-123',
    ]);
  });

  it('sends the browser to the login page on a 401', async () => {
    handler = (_req, _body, res) =>
      send(res, 401, { errors: [{ message: 'Bitte melden Sie sich an.' }] });
    const { api, redirects } = client();

    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(redirects).toEqual([LOGIN_PATH]);
  });

  it('does not redirect when already on the login page or when the caller handles the 401', async () => {
    handler = (_req, _body, res) =>
      send(res, 401, { errors: [{ message: 'Falsche Zugangsdaten.' }] });
    const onLogin = client({ currentPath: () => '/backend/login' });
    const loginCall = client();

    await expect(onLogin.api.get('/users/me')).rejects.toMatchObject({ status: 401 });
    await expect(
      loginCall.api.post('/login', {}, { redirectOnUnauthorized: false }),
    ).rejects.toMatchObject({
      message: 'Falsche Zugangsdaten.',
    });
    expect(onLogin.redirects).toEqual([]);
    expect(loginCall.redirects).toEqual([]);
  });
});
