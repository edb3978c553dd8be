import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The open event streams of each HTTP server, so a shutdown can end them all. */
const openStreams = new WeakMap<object, Set<ServerResponse>>();

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
  const server = reply.server.server;
  const streams = openStreams.get(server) ?? new Set<ServerResponse>();
  openStreams.set(server, streams);
  streams.add(raw);
  raw.on('close', () => streams.delete(raw));
  return raw;
}

/**
 * Writes `frame` (a last `retry:` hint) to every open event stream of `server` and ends it; the
 * streams' owners clean up on the response's close as when a client leaves. Answers how many.
 */
export function endEventStreams(server: object, frame: string): number {
  const streams = [...(openStreams.get(server) ?? [])];
  for (const raw of streams) if (!raw.writableEnded) raw.end(frame);
  return streams.length;
}
