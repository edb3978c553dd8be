// The anonymous /api/init at the demo catalogue and at 6,000 products: SQL statements and time
// of one rebuild (read, serialise, compress), the answer's bytes (plain, gzip, brotli), and the
// answer a branch page loads (/api/init?branch=: its menus and their products only).
// The products beyond the demo's are copies of the demo products, 300 per extra branch, each
// branch with a menu of its own (a chain of 20 branches with their own ranges).
// `node tools/bench/init-catalog-size.mjs [--mysql]` runs it alone on the last API build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/dist/src/app.js';
import { readAppConfig } from '../../api/dist/src/config/app-config.js';
import { MenuEntity } from '../../api/dist/src/modules/catalog/entities/menu.entity.js';
import { ProductEntity } from '../../api/dist/src/modules/catalog/entities/product.entity.js';
import { InitService } from '../../api/dist/src/modules/init/init.service.js';
import { BranchEntity } from '../../api/dist/src/modules/organisation/entities/branch.entity.js';
import { createScratchDatabase } from '../scripts/scratch-mysql-database.mjs';

export const CATALOG_PRODUCTS = 6_000;
const PER_BRANCH = 300;
const BATCH = 250;

async function openDemoApp(mysql) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-catalog-'));
  const database = mysql ? await createScratchDatabase('bestellwerk_bench_catalog') : null;
  const config = {
    ...readAppConfig({}),
    databaseUrl: database?.url ?? `sqlite:${join(dir, 'bench.sqlite')}`,
    webRoot: null,
    seedDemoData: true,
    createFirstAdmin: false,
    storageDir: join(dir, 'storage'),
    mailOutboxDir: join(dir, 'outbox'),
  };
  const app = await createApp({ config, logger: ['error'] });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Moves the public data version with a real write (a product's price, there and back). */
let nudges = 0;
async function movePublicData(dataSource) {
  const products = dataSource.getRepository(ProductEntity);
  const [first] = await products.find({ order: { id: 'ASC' }, take: 1 });
  nudges += 1;
  await products.update({ id: first.id }, { price: first.price + (nudges % 2 ? 0.01 : -0.01) });
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** One rebuild after a write, measured, and the sizes of the answer and of one branch's part. */
async function measure(app, label) {
  const dataSource = app.get(DataSource);
  const counter = dataSource.logger;
  const init = app.get(InitService);
  const runs = [];
  let prepared;
  for (let run = 0; run < 3; run += 1) {
    await movePublicData(dataSource);
    const before = counter.count;
    const start = performance.now();
    prepared = await init.anonymousAnswer();
    runs.push({ ms: performance.now() - start, queries: counter.count - before });
  }
  await movePublicData(dataSource);
  const loadStart = performance.now();
  const entries = await init.load(null);
  const loadMs = performance.now() - loadStart;
  const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  const data = Object.fromEntries(entries.map((entry) => [entry.url, entry.data]));
  const products = data['/api/products'];
  // What a branch page loads: /api/init?branch= of the branch with the largest answer.
  const branchAnswers = [];
  for (const branch of data['/api/branches']) {
    const answer = await init.anonymousAnswer(branch.identifier);
    const own = JSON.parse(answer.identity.toString('utf8')).data;
    const ownProducts = own.find((entry) => entry.url === '/api/products').data.length;
    branchAnswers.push({ products: ownProducts, answer });
  }
  const largest = branchAnswers.reduce((a, b) =>
    b.answer.identity.length > a.answer.identity.length ? b : a,
  );
  const productBytes = Buffer.from(JSON.stringify(products));
  return {
    Katalog: label,
    Produkte: products.length,
    'SQL je Neubau': best.queries,
    'Neubau ms': Math.round(best.ms),
    'davon Lesen ms': Math.round(loadMs),
    'JSON KB': kb(prepared.identity.length),
    'gzip KB': kb(prepared.gzip.length),
    'br KB': kb(prepared.br.length),
    'Produkte gzip KB': kb(gzipSync(productBytes, { level: 9 }).length),
    'größte Filiale: Produkte': largest.products,
    'größte Filiale: init JSON KB': kb(largest.answer.identity.length),
    'größte Filiale: init gzip KB': kb(largest.answer.gzip.length),
    'größte Filiale: init br KB': kb(largest.answer.br.length),
  };
}

/** Copies of the demo products up to CATALOG_PRODUCTS, PER_BRANCH for each new branch's menu. */
async function seedProducts(app) {
  const dataSource = app.get(DataSource);
  const productRepository = dataSource.getRepository(ProductEntity);
  const demo = await productRepository.find({
    where: { type: 'normal' },
    relations: { images: true },
  });
  const total = await productRepository.count();
  const missing = CATALOG_PRODUCTS - total;
  const [menu] = await dataSource.getRepository(MenuEntity).find({ order: { id: 'ASC' }, take: 1 });
  const categories = menu.catalog.map((category) => category.id);
  const started = performance.now();
  for (let branchIndex = 0; branchIndex * PER_BRANCH < missing; branchIndex += 1) {
    const count = Math.min(PER_BRANCH, missing - branchIndex * PER_BRANCH);
    const branch = await dataSource.getRepository(BranchEntity).save(
      dataSource.getRepository(BranchEntity).create({
        identifier: `bench-kette-${branchIndex + 1}`,
        name: `Kettenfiliale ${branchIndex + 1}`,
        apiKey: `bench-kette-${branchIndex + 1}`,
        isEnabled: true,
        isPublic: true,
      }),
    );
    const saved = [];
    for (let offset = 0; offset < count; offset += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - offset) }, (_, index) => {
        const n = branchIndex * PER_BRANCH + offset + index;
        const { id: _id, createdAt: _c, updatedAt: _u, ...source } = demo[n % demo.length];
        return productRepository.create({
          ...structuredClone({ ...source, images: [] }),
          images: source.images,
          uid: `K${branchIndex + 1}-${n}`,
          name: `${source.name} (${branch.name})`,
        });
      });
      saved.push(...(await productRepository.save(batch)));
    }
    await dataSource.getRepository(MenuEntity).save(
      dataSource.getRepository(MenuEntity).create({
        name: `Sortiment ${branch.name}`,
        availableFrom: new Date('2026-01-01T00:00:00Z'),
        branches: [branch],
        catalog: categories.map((id, index) => ({
          id,
          products: saved
            .filter((_, position) => position % categories.length === index)
            .map((product) => ({ id: product.id, isEnabled: true, schedule: null })),
        })),
      }),
    );
  }
  return Math.round((performance.now() - started) / 1000);
}

/** Both catalogue sizes on SQLite or (`mysql`) a scratch MariaDB database. */
export async function measureInitCatalogSizes({ mysql = false } = {}) {
  const bench = await openDemoApp(mysql);
  try {
    const database = mysql ? 'MariaDB' : 'SQLite';
    const small = await measure(bench.app, `Demo (${database})`);
    const seconds = await seedProducts(bench.app);
    const large = await measure(bench.app, `${CATALOG_PRODUCTS} Produkte (${database})`);
    return { rows: [small, large], seedSeconds: seconds };
  } finally {
    await bench.close();
  }
}

/** Prints the table. */
export function printInitCatalogSizes(results) {
  console.log(
    '\n/api/init (anonym) bei Demo-Sortiment und 6.000 Produkten: Neubau nach einer Änderung ' +
      '(SQL, Lesen, Serialisieren, gzip 9 und brotli), Größe, und was eine Filialseite davon braucht',
  );
  console.table(results.flatMap((result) => result.rows));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = [await measureInitCatalogSizes()];
  if (process.argv.includes('--mysql'))
    results.push(await measureInitCatalogSizes({ mysql: true }));
  printInitCatalogSizes(results);
}
