// `npm run client:generate`: writes the client's types of the API
// (packages/client/src/http/generated/api-schema.ts) from the committed api/openapi.json.
// Run it after `npm run openapi` changed the document; commit both. With --stdout it prints the
// text instead of writing it (the drift test compares that with the committed file).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCUMENT, API_SCHEMA_FILE, apiSchemaSource } from './api-schema-source.mjs';

const ROOT = join(import.meta.dirname, '../..');
const target = join(ROOT, API_SCHEMA_FILE);
const source = await apiSchemaSource(readFileSync(join(ROOT, API_DOCUMENT), 'utf8'), target);
if (process.argv.includes('--stdout')) {
  process.stdout.write(source);
} else {
  writeFileSync(target, source);
  console.log(`${API_SCHEMA_FILE} aus ${API_DOCUMENT} geschrieben`);
}
