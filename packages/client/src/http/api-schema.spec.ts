/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const SCHEMA_FILE = 'packages/client/src/http/generated/api-schema.ts';

/** The first line where two texts differ, with both versions of it; null when they are equal. */
function firstDifference(committed: string, generated: string) {
  const committedLines = committed.split('\n');
  const generatedLines = generated.split('\n');
  const count = Math.max(committedLines.length, generatedLines.length);
  for (let index = 0; index < count; index++) {
    if (committedLines[index] !== generatedLines[index])
      return {
        line: index + 1,
        committed: committedLines[index],
        generated: generatedLines[index],
      };
  }
  return null;
}

/**
 * The chain API → document → client: the API's own test keeps api/openapi.json what the API
 * serves; this one keeps the client's generated types what that document says.
 */
describe('the generated API types', () => {
  it('are what npm run client:generate makes of the committed api/openapi.json', () => {
    const generated = execFileSync(
      process.execPath,
      [join(ROOT, 'tools/scripts/generate-api-client.mjs'), '--stdout'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const committed = readFileSync(join(ROOT, SCHEMA_FILE), 'utf8');

    // On a difference: `npm run client:generate` and commit the file.
    expect(firstDifference(committed, generated)).toBeNull();
  });
});
