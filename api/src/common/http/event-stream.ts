import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes over a reply as a server-sent event stream and answers the raw response to write to:
 * no compression, no proxy buffering (X-Accel-Buffering), no Nagle delay.
 */
export function startEventStream(reply: FastifyReply): ServerResponse {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.socket?.setNoDelay(true);
  return raw;
}
