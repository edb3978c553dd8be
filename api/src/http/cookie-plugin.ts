import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Cookie parsing and writing for every request (`request.cookies`, `reply.setCookie`) by
 * @fastify/cookie, registered once. Our cookies carry random tokens whose hashes are stored,
 * so they need no signing secret.
 */
export async function registerCookies(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCookie as never, { hook: 'onRequest' } as never);
}
