import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { AppLogger } from './common/logging/app-logger.js';
import { readAppConfig } from './config/app-config.js';
import { shutDownGracefullyOnSignals } from './modules/operations/graceful-shutdown.js';

/** `npm start`: the API and the built front end on one port. */
async function main(): Promise<void> {
  const config = readAppConfig();
  const app = await createApp({
    config,
    logger: new AppLogger({ json: config.logFormat === 'json' }),
  });
  shutDownGracefullyOnSignals(app);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  new Logger('Bestellwerk').log(`Bestellwerk läuft auf http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
