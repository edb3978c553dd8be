// Starts the built app for the browser tests on a fresh SQLite database with the demo data
// (asked for: it is not the default database file), as `npm run serve` would, from the
// repository root.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const folder = 'data/e2e';
rmSync(folder, { recursive: true, force: true });
const server = spawn(process.execPath, ['api/dist/src/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${folder}/bestellwerk.sqlite`,
    STORAGE_DIR: `${folder}/storage`,
    // The journeys sign in as the demo staff and order from the demo branches.
    DEMO_DATA: 'true',
    // The online-payment journeys pay on the built-in Testzahlung page: on whatever NODE_ENV says.
    PAYMENT_TEST_MODE: 'true',
    // Every journey orders as anna.berger@example.com from 127.0.0.1, a few dozen orders in ten
    // minutes: more than the production limits allow one customer (10 per IP in 10 minutes, 5 per
    // address an hour). The other limits stay as in production.
    RATE_LIMIT_ORDERS_PER_IP: '1000/10m',
    RATE_LIMIT_ORDERS_PER_EMAIL: '1000/1h',
    // The contact-form journey receives the shop's e-mail on a test SMTP server on this port.
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2526',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
