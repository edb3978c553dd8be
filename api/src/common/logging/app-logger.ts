import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter (one line per module and route) that says nothing to an operator. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** The server's logger: Nest's console format without the per-route start-up lines. */
export class AppLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && QUIET_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
