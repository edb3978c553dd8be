// The child processes `npm run test:scale` starts, so that every one of them is stopped at the
// end, also when a step fails.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

/** Retries `attempt` until it resolves (its value) or `ms` have passed (the last error). */
export async function waitFor(label, ms, attempt) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${label} ist nach ${ms / 1000} s nicht bereit: ${error.message}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Child processes by name, their output in `logFolder/<name>.log`. */
export class Processes {
  #children = new Map();

  constructor(logFolder) {
    this.logFolder = logFolder;
  }

  /** Starts `command`; a process of the same name must have ended before. */
  start(name, command, args, options = {}) {
    const log = createWriteStream(join(this.logFolder, `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.exited = new Promise((resolve) => child.once('exit', resolve));
    this.#children.set(name, child);
    return child;
  }

  /** The running process of that name. */
  get(name) {
    return this.#children.get(name);
  }

  /** Sends `signal` to the named process and waits until it has ended. */
  async stop(name, signal = 'SIGTERM') {
    const child = this.#children.get(name);
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await child.exited;
    clearTimeout(killed);
    this.#children.delete(name);
  }

  /** Stops every process, the last started first. */
  async stopAll() {
    for (const name of [...this.#children.keys()].reverse()) await this.stop(name);
  }
}
