// `node tools/bench/time-sheets.mjs`: only the time-sheet month view of `npm run bench`, for the
// last API build (`npm run build -w @bestellwerk/api`). `--employees 5` seeds fewer,
// `--no-mysql` skips MariaDB.
import {
  measureTimeSheetRuns,
  printTimeSheets,
  TIME_SHEET_EMPLOYEES,
} from './time-sheet-scenario.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const at = process.argv.indexOf('--employees');

printTimeSheets(
  await measureTimeSheetRuns({
    port: PORT,
    duration: DURATION,
    employees: at > 0 ? Number(process.argv[at + 1]) : TIME_SHEET_EMPLOYEES,
    mysql: !process.argv.includes('--no-mysql'),
  }),
  DURATION,
);
