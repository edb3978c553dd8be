// `npm run openapi`: builds the app without listening (SQLite in a temporary folder) and writes
// its OpenAPI document to api/openapi.json, the contract the typed client is generated from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@bestellwerk/domain';
import { createApp } from '../../app.js';
import { readAppConfig } from '../../config/app-config.js';
import { createOpenApiDocument, serializeOpenApiDocument } from './document.js';

/** api/openapi.json, seen from api/dist/src/http/openapi/. */
const target = fileURLToPath(new URL('../../../../openapi.json', import.meta.url));

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-openapi-'));
  try {
    const app = await createApp({
      config: {
        ...readAppConfig({}),
        databaseUrl: `sqlite:${join(dir, 'openapi.sqlite')}`,
        webRoot: null,
        seedDemoData: false,
        createFirstAdmin: false,
        storageDir: join(dir, 'storage'),
        mailOutboxDir: join(dir, 'outbox'),
      },
      logger: ['error'],
    });
    const document = createOpenApiDocument(app, APP_VERSION);
    await app.close();
    writeFileSync(target, serializeOpenApiDocument(document));
    process.stdout.write(`${target}: ${Object.keys(document.paths).length} Pfade\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
