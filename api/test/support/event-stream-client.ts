import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One message of an event stream: an event with data, a comment, or a retry hint. */
export type Frame =
  | { kind: 'event'; event: string; data: string }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number };

/** A real HTTP client reading an event stream as a browser's EventSource would. */
export interface StreamClient {
  response: IncomingMessage;
  frames: Frame[];
  /** The next frame matching `match` (already received or still to come), or an error after `ms`. */
  next(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The frame of one block of an event stream (the text between blank lines). */
export function parseFrame(block: string): Frame | null {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':')))
    return { kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') };
  const fields = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1).replace(/^ /, '')]);
  }
  if (fields.has('retry')) return { kind: 'retry', ms: Number(fields.get('retry')![0]) };
  if (!fields.has('data')) return null;
  return {
    kind: 'event',
    event: fields.get('event')?.[0] ?? 'message',
    data: fields.get('data')!.join('\n'),
  };
}

/** Opens `path` on the local server at `port` as an event stream. */
export function openEventStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<StreamClient> {
  return new Promise<StreamClient>((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      headers: { accept: 'text/event-stream', ...headers },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const frames: Frame[] = [];
      const waiting = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame) frames.push(frame);
        }
        for (const wake of [...waiting]) wake();
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        response,
        frames,
        ended,
        next: (match, ms = 1000) =>
          new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(match);
              if (!frame) return;
              frames.splice(frames.indexOf(frame), 1);
              waiting.delete(check);
              clearTimeout(timer);
              found(frame);
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`));
            }, ms);
            waiting.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}
