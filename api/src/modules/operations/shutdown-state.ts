import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { endEventStreams } from '../../common/http/event-stream.js';

/** How long an event stream's browser waits before it reconnects (through the load balancer). */
export const RECONNECT_AFTER_MS = 1_000;

/**
 * The last frame of an event stream when the instance shuts down: a comment for people reading
 * along and a short `retry:`; the stream then ends, and EventSource reconnects by itself, which
 * the load balancer sends to another instance.
 */
export const RECONNECT_FRAME = `: Server wird beendet, bitte neu verbinden\nretry: ${RECONNECT_AFTER_MS}\n\n`;

/**
 * Whether this instance is shutting down (SIGTERM). From that moment GET /api/ready answers 503,
 * open event streams (order board, TVs) are told to reconnect elsewhere and ended, and new ones
 * get the same answer at once, while requests in flight finish.
 */
@Injectable()
export class ShutdownState {
  private readonly logger = new Logger('Shutdown');
  private shuttingDown = false;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** True once {@link begin} ran. */
  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** Marks the instance as shutting down (for good) and ends its event streams. */
  begin(): void {
    if (this.shuttingDown) return;
    this.shuttingDown = true;
    const server = this.adapterHost.httpAdapter.getHttpServer() as object;
    const ended = endEventStreams(server, RECONNECT_FRAME);
    this.logger.log(
      `Instanz wird beendet; ${ended} Ereignis-Stream(s) zum Neuverbinden aufgefordert.`,
    );
  }
}
