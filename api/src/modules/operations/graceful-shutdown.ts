import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ShutdownState } from './shutdown-state.js';

/**
 * Longest a shutdown may take before the process gives up on requests still running (within
 * the 30 s an orchestrator such as Kubernetes or systemd waits before SIGKILL).
 */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM (and Ctrl+C): readiness answers 503 and event streams are told to reconnect
 * elsewhere at once (ShutdownState.begin); then Nest closes the app in its order: the modules'
 * destroy hooks, the HTTP server (stops accepting, finishes requests in flight, closes the
 * rate-limit Redis client), then the shutdown hooks (database pool, the readiness check's
 * Redis). Exits 0 when done, 1 when it fails or takes longer than {@link SHUTDOWN_TIMEOUT_MS}.
 * Replaces Nest's enableShutdownHooks(), which re-raises the signal instead of exiting 0 and
 * has no place to end the event streams before the server waits for them.
 */
export function shutDownGracefullyOnSignals(
  app: NestFastifyApplication,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
): void {
  const logger = new Logger('Shutdown');
  let started = false;
  const shutDown = async (signal: string) => {
    // Ctrl+C in `npm run dev` reaches the API twice (the terminal and concurrently): once counts.
    if (started) return;
    started = true;
    logger.log(`${signal} empfangen: laufende Anfragen werden beendet.`);
    setTimeout(() => {
      logger.error(`Beenden dauert länger als ${timeoutMs / 1000} s; Prozess wird abgebrochen.`);
      process.exit(1);
    }, timeoutMs).unref();
    try {
      app.get(ShutdownState).begin();
      await app.close();
      logger.log('Beendet.');
      process.exit(0);
    } catch (error) {
      logger.error(`Fehler beim Beenden: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.on(signal, (name) => void shutDown(name));
}
