import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { OrderBoardEvent } from '@bestellwerk/domain';
import type { FastifyReply } from 'fastify';
import type { ApiRequest, AuthContext } from '../../../common/http/auth-context.js';
import { startEventStream } from '../../../common/http/event-stream.js';
import { SESSION_COOKIE, SessionService } from '../../auth/session.service.js';
import { mayAccessBranch } from '../reads/order-access.js';
import { OrderEventsService, type OrderChange } from '../../order-events/order-events.service.js';

/** How often an open stream gets a comment line and its session is checked again. */
export const ORDER_STREAM_PING_MS = 25_000;

/** A client that stopped reading is dropped once this much waits in its send buffer. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 5_000;

/** The SSE frame of a change, built once however many streams send it. */
const frames = new WeakMap<OrderChange, string>();
function frameOf(change: OrderChange): string {
  let frame = frames.get(change);
  if (frame === undefined) {
    const event: OrderBoardEvent = {
      type: change.type,
      order: change.order,
      branch: change.branch,
    };
    frame = `event: order\ndata: ${JSON.stringify(event)}\n\n`;
    frames.set(change, frame);
  }
  return frame;
}

/**
 * The order board's server-sent events (`GET /api/orders/events`): every order change, made in
 * this API instance or another (OrderEventsService.subscribeEverywhere), goes to each open stream whose staff member may see the branch. Each stream holds one
 * subscription and one timer; it writes to the raw socket (no compression, no buffering) and
 * is cleaned up when the client goes, when its session ends (checked at every ping), or when
 * the app shuts down.
 */
@Injectable()
export class OrderStreamService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderStream');
  private readonly closers = new Set<() => void>();
  /** The ping interval; tests shorten it. */
  pingIntervalMs = ORDER_STREAM_PING_MS;

  constructor(
    private readonly events: OrderEventsService,
    private readonly sessions: SessionService,
  ) {}

  /** How many streams are open. */
  get openStreams(): number {
    return this.closers.size;
  }

  /**
   * Takes over the reply and keeps it open as an event stream for the signed-in caller. Events
   * of branches the caller may not see are never written; a session that ended (logout,
   * expiry, account disabled) is noticed at the next ping and the stream closed.
   */
  open(request: ApiRequest, reply: FastifyReply, auth: AuthContext): void {
    const token = request.cookies[SESSION_COOKIE];
    let viewer = auth;
    let closed = false;
    let checking = false;
    const raw = startEventStream(reply);

    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      unsubscribe();
      this.closers.delete(close);
      if (!raw.writableEnded) raw.end();
    };
    const send = (text: string) => {
      if (closed) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) {
        this.logger.warn(
          `Ereignis-Stream von ${viewer.username} liest nicht mit und wird beendet.`,
        );
        close();
        return;
      }
      raw.write(text);
    };
    const ping = async () => {
      if (checking || closed) return;
      checking = true;
      try {
        const current = await this.sessions.authenticate(token);
        if (!current) return close();
        viewer = current;
        send(': ping\n\n');
      } catch (error) {
        // The database is unreachable: keep the stream, check again at the next ping.
        this.logger.warn(
          `Sitzung konnte nicht geprüft werden: ${error instanceof Error ? error.message : String(error)}`,
        );
        send(': ping\n\n');
      } finally {
        checking = false;
      }
    };

    const unsubscribe = this.events.subscribeEverywhere((change) => {
      if (mayAccessBranch(viewer, change.branch)) send(frameOf(change));
    });
    const timer = setInterval(() => void ping(), this.pingIntervalMs);
    this.closers.add(close);
    raw.on('close', close);
    raw.on('error', close);
    send(`retry: ${RETRY_MS}\n\n`);
  }

  /** Ends every open stream, so the server can close. */
  onModuleDestroy(): void {
    for (const close of [...this.closers]) close();
  }
}
