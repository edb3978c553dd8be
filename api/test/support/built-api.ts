import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/** The built server that `npm run serve` starts. */
export const BUILT_MAIN = join(ROOT, 'api/dist/src/main.js');

/** Newest modification time of the files below `dir` (0 when it does not exist). */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure api/dist holds the current sources: runs `npm run build:api` (and the domain build
 * it reads) only when a source is newer than the built server, so a test of the real process
 * never runs yesterday's code.
 */
export function ensureBuiltApi(): void {
  const built = existsSync(BUILT_MAIN) ? statSync(BUILT_MAIN).mtimeMs : 0;
  const sources = Math.max(
    newestChange(join(ROOT, 'api/src')),
    newestChange(join(ROOT, 'packages/domain/src')),
  );
  if (built >= sources) return;
  execFileSync('npm', ['run', 'build:domain'], { cwd: ROOT, stdio: 'pipe' });
  execFileSync('npm', ['run', 'build:api'], { cwd: ROOT, stdio: 'pipe' });
}
