// Writes .gz and .br siblings of every text asset after a production build, so the API can
// serve them pre-compressed (@fastify/static `preCompressed: true`) without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Compresses every matching file below `dir` with gzip (level 9) and brotli (quality 11). */
export async function precompressDirectory(dir) {
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      readFile(file).then((content) =>
        Promise.all([
          gz(content, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }).then((out) => writeFile(`${file}.br`, out)),
        ]),
      ),
    );
  }
  await Promise.all(jobs);
}

/** Rspack plugin running {@link precompressDirectory} on the output folder once all files are written. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', () =>
      precompressDirectory(compiler.outputPath),
    );
  }
}
