// `npm run bench:pages`: only the page figures of `npm run bench` (first-load JavaScript per
// file, Lighthouse mobile), for the last build, without the load runs.
import { PAGE_SCENARIOS, measurePages } from './page-scenarios.mjs';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const server = await startServer({ port: PORT });
try {
  await measurePages(server.baseUrl, PAGE_SCENARIOS, {
    lighthouse: !process.argv.includes('--no-lighthouse'),
  });
} finally {
  await server.stop();
}
