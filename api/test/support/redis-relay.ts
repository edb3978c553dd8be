import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay between the API and Redis that a test can cut, to play a Redis outage. */
export interface RedisRelay {
  /** The relay's address, to give the app as REDIS_URL. */
  url: string;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): void;
}

/** Starts a relay to the Redis at `redisUrl` on a free local port. */
export async function startRedisRelay(redisUrl: string): Promise<RedisRelay> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let isCut = false;
  const relay: Server = createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      isCut = true;
      dropAll();
    },
    restore: () => {
      isCut = false;
    },
    close: () => {
      relay.close();
      dropAll();
    },
  };
}
