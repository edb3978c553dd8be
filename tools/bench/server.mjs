// Starts the built API (with the built front end) on a fresh database with the demo data, for
// benchmarks: SQLite by default, a scratch MySQL/MariaDB database with `mysql: true`. Resolves
// when it answers; `stop()` ends it and removes the database, `startMs` is how long the start with
// loading the demo data took until the first answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../scripts/scratch-mysql-database.mjs';

/**
 * `cpu` pins the server to that one core (taskset), so a run compares servers on equal terms.
 * `env` adds environment variables.
 */
export async function startServer({ port, mysql = false, cpu, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-'));
  const database = mysql ? await createScratchDatabase('bestellwerk_bench') : null;
  const started = performance.now();
  const command = [process.execPath, 'api/dist/src/main.js'];
  if (cpu !== undefined) command.unshift('taskset', '-c', String(cpu));
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database?.url ?? `sqlite:${join(dir, 'bench.sqlite')}`,
      // The demo branches and the demo staff sign-in are what this run orders from and uses.
      DEMO_DATA: 'true',
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      SMTP_URL: '',
      STORAGE_DIR: join(dir, 'storage'),
      // Every bench order comes from one address and one e-mail: the limits a real customer
      // never meets would refuse the load this bench is about.
      RATE_LIMIT_ORDERS_PER_IP: '1000000/10m',
      RATE_LIMIT_ORDERS_PER_EMAIL: '1000000/1h',
      ...env,
    },
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('Der Server hat sich beendet.');
    try {
      if ((await fetch(`${baseUrl}/api/init`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Der Server antwortet nicht.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    startMs: Math.round(performance.now() - started),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
