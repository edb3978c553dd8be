import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHELL_ROUTES, type RemoteEntryMap } from '@bestellwerk/domain';
import { contentSecurityDirectives } from '../src/http/security-headers.js';
import { createTestApp, type HttpResponse, type TestApp } from './support/test-app.js';

// Issue 16 point 6: every page of the shell (the staff backoffice included) and every API answer
// carries the security headers, with a CSP the apps pass: no inline script, no eval, no framing
// by other sites, HSTS only behind HTTPS.

const REMOTES: RemoteEntryMap = {
  storefront: '/mfe/storefront/remoteEntry.js',
  checkout: 'https://cdn.example.com/checkout/remoteEntry.js',
  backoffice: '/mfe/backoffice/remoteEntry.js',
  signage: '/mfe/signage/remoteEntry.js',
  timetracking: '/mfe/timetracking/remoteEntry.js',
};

/** A web root shaped like the build output: the shell's page and script, one remote. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'bestellwerk-headers-'));
  const shell = join(root, 'shell/dist');
  const storefront = join(root, 'mfe-storefront/dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(storefront, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Shell</title>' +
      '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shell, 'main.0123abcd.js'), 'console.log("shell");');
  writeFileSync(join(storefront, 'remoteEntry.js'), 'var bestellwerk_storefront;');
  return root;
}

/** A path each route of the shell's route table answers (`:name` filled in, `*` extended). */
function examplePath(pattern: string): string {
  if (pattern === '*') return '/gibt-es-nicht/auch-nicht';
  return pattern
    .replace(/\/\*$/, '/beispiel')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `${segment.slice(1)}-7` : segment))
    .join('/');
}

/** Every shell route, the staff area's start and sign-in and a 404 content page. */
const PAGES = [
  ...SHELL_ROUTES.map((route) => ({ path: examplePath(route.path), remote: route.remote })),
  { path: '/backend', remote: 'backoffice' },
  { path: '/backend/login', remote: 'backoffice' },
  { path: '/backend/orders/12', remote: 'backoffice' },
  { path: '/impressum?x=1', remote: 'storefront' },
];

/** The CSP of `response` as directive name → sources. */
function csp(response: HttpResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** The sources scripts may come from: script-src, else default-src. */
function scriptSources(policy: Map<string, string[]>): string[] {
  return policy.get('script-src') ?? policy.get('default-src') ?? [];
}

describe('security headers of the shell pages and the API', () => {
  let app: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeBuild();
    app = await createTestApp({ webRoot, remotes: REMOTES, trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    app.request('GET', path, { headers: { accept: 'text/html', ...headers } });

  it.each(PAGES)('$path ($remote) answers the security headers', async ({ path, remote }) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Shell</title>');
    const policy = csp(response);
    const scripts = scriptSources(policy);
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(scripts).not.toContain('https:');
    // The remote served from elsewhere may be loaded; nothing else.
    expect(scripts).toContain('https://cdn.example.com');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Only the storefront's public pages may be framed, and only by this site (iframe block).
    const framing = remote === 'storefront' ? "'self'" : "'none'";
    expect(policy.get('frame-ancestors')).toEqual([framing]);
    expect(response.headers['x-frame-options']).toBe(
      remote === 'storefront' ? 'SAMEORIGIN' : 'DENY',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect([
      'strict-origin-when-cross-origin',
      'strict-origin',
      'same-origin',
      'no-referrer',
    ]).toContain(response.headers['referrer-policy']);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets nobody frame the staff area', async () => {
    for (const path of ['/backend', '/backend/orders/12', '/backend/frontdesk/1/key']) {
      const response = await page(path);
      expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends no referrer from the order status page, whose URL holds the secret', async () => {
    const response = await page('/status/abc123/geheim');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const path of ['/backend/login', '/store/wien', '/status/abc/def']) {
      const response = await page(path, https);
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
    }
    const api = await app.request('GET', '/api/branches', { headers: https });
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);

    // The same header from a peer that is no trusted proxy is not believed.
    const fastify = app.app.getHttpAdapter().getInstance();
    const untrusted = await fastify.inject({
      method: 'GET',
      url: '/backend/login',
      headers: https,
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    expect(untrusted.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('gives API answers, errors and static files nosniff, no framing and the CSP too', async () => {
    for (const path of ['/api/branches', '/api/unbekannt', '/main.0123abcd.js', '/api/docs']) {
      const response = await app.request('GET', path);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(scriptSources(csp(response))).not.toContain("'unsafe-inline'");
    }
  });

  it("serves the remotes' files to a shell on another origin", async () => {
    const entry = await app.request('GET', '/mfe/storefront/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await app.request('GET', '/api/branches');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('inline styles the apps add at run time', () => {
  it("allows the rich text editor's injected <style> by its hash, not by 'unsafe-inline'", () => {
    const core = readFileSync(require.resolve('@tiptap/core'), 'utf8');
    const style = /const style = `([^`]*)`;/.exec(core)?.[1];
    expect(style).toContain('.ProseMirror');
    const hash = `'sha256-${createHash('sha256')
      .update(style as string)
      .digest('base64')}'`;
    const styles = contentSecurityDirectives(REMOTES)['style-src'];
    expect(styles).toContain(hash);
    expect(styles).not.toContain("'unsafe-inline'");
  });
});

describe("the shell's page template", () => {
  it('has no inline script, so the CSP needs no nonce or hash', () => {
    const template = readFileSync(
      join(import.meta.dirname, '../../tools/rspack/index.html'),
      'utf8',
    );
    const scripts = [...template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(template).not.toMatch(/\son[a-z]+=/i);
  });
});
