// Starts the built API (with the built front end) on a fresh SQLite database with the demo
// data, for benchmarks. Resolves when it answers; `stop()` ends it and removes the database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startServer({ port }) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-'));
  const child = spawn(process.execPath, ['api/dist/src/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
      STORAGE_DIR: join(dir, 'storage'),
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
