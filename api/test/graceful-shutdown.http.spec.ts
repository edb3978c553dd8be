import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_MAIN, ensureBuiltApi } from './support/built-api.js';
import { openEventStream, type StreamClient } from './support/event-stream-client.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** A port of this suite's range (3340–3359). */
const PORT = 3347;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = 'prozess-test-geheim-1';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What one GET answered, or `refused` when the port no longer takes connections. */
async function probe(path: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`${BASE}${path}`, { headers: { connection: 'close' } })).status;
  } catch {
    return 'refused';
  }
}

/**
 * A sign-in whose body arrives in two halves: the server has its headers (it answered
 * `100 Continue`) and waits for the rest, so it is a request in flight until `finish()`.
 */
function startSlowLogin(body: string): Promise<{
  request: ClientRequest;
  finish: () => Promise<{ status: number; text: string }>;
}> {
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: '/api/login',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      request.on('response', (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', fail);
    });
    request.on('error', reject);
    request.on('continue', () => {
      request.write(body.slice(0, half));
      resolve({
        request,
        finish: () => {
          request.end(body.slice(half));
          return answer;
        },
      });
    });
    request.flushHeaders();
  });
}

describe('the built server on SIGTERM', () => {
  let database: TestDatabase;
  let storage: string;
  let child: ChildProcess;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let stdout = '';
  let stderr = '';

  beforeAll(async () => {
    ensureBuiltApi();
    database = await createTestDatabase();
    storage = mkdtempSync(join(tmpdir(), 'bestellwerk-shutdown-'));
    child = spawn(process.execPath, [BUILT_MAIN], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: database.url,
        DEMO_DATA: 'false',
        ADMIN_PASSWORD,
        WEB_ROOT: '',
        STORAGE_DIR: join(storage, 'files'),
        MAIL_OUTBOX_DIR: join(storage, 'outbox'),
        SMTP_URL: '',
        LOG_REQUESTS: 'true',
        LOG_FORMAT: 'json',
        REDIS_URL,
        RATE_LIMIT_PREFIX: `bestellwerk-shutdown-test-${process.pid}:`,
        NODE_ENV: 'production',
      },
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 90_000;
    while ((await probe('/api/ready')) !== 200) {
      if (child.exitCode !== null)
        throw new Error(`Server beendet beim Start:\n${stdout}${stderr}`);
      if (Date.now() > deadline) throw new Error(`Server nicht bereit:\n${stdout}${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 240_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
    rmSync(storage, { recursive: true, force: true });
  });

  it('ends event streams with a reconnect hint, finishes requests in flight and exits 0', async () => {
    const login = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD });
    const signIn = await fetch(`${BASE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const health = await fetch(`${BASE}/api/health`, {
      headers: { 'x-request-id': 'prozess-test-1' },
    });
    expect(health.headers.get('x-request-id')).toBe('prozess-test-1');

    const board: StreamClient = await openEventStream(PORT, '/api/orders/events', { cookie });
    await board.next((frame) => frame.kind === 'retry' && frame.ms === 5000, 10_000);
    const slow = await startSlowLogin(login);

    child.kill('SIGTERM');

    await board.ended;
    expect(board.frames.at(-1)).toEqual({ kind: 'retry', ms: 1000 });
    // New work goes elsewhere: not ready, or the port is already closed.
    expect([503, 'refused']).toContain(await probe('/api/ready'));
    const finished = await slow.finish();
    expect(finished.status).toBe(200);
    expect(finished.text).toContain('"username":"admin"');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await probe('/api/health')).toBe('refused');

    // Every line of the log is JSON (LOG_FORMAT=json); the request log carries the request id.
    const entries = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.message)).toContain('Beendet.');
    const ofHealth = entries.filter((entry) => entry.requestId === 'prozess-test-1');
    expect(ofHealth.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofHealth[1]).toMatchObject({ res: { statusCode: 200 } });
  }, 60_000);
});
