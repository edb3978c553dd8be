// `npm run test:mysql`: the API test suite against MySQL/MariaDB, then the crash test
// (`npm run test:chaos`) when the whole suite ran. DATABASE_URL names the server and a
// database-name prefix; every test file creates and drops its own database.
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.DATABASE_URL?.startsWith('mysql')
  ? process.env.DATABASE_URL
  : 'mysql://root@127.0.0.1:3306/bestellwerk_test';
console.log(`API-Tests gegen ${databaseUrl.replace(/\/\/([^:@]+):[^@]*@/, '//$1:***@')}`);
const result = spawnSync('npx', ['jest', '--selectProjects', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
if (result.status !== 0 || process.argv.length > 2) process.exit(result.status ?? 1);
const chaos = spawnSync('npm', ['run', 'test:chaos'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(chaos.status ?? 1);
