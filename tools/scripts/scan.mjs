// `npm run scan`: a web vulnerability scan (wapiti, the Debian package) of the built app, started
// like the browser tests do on a fresh SQLite folder with the demo data. Prints what wapiti found
// and exits with 1 when a finding is of high or critical severity. Not part of CI: it takes
// minutes and wants `npm run build` first.
//
// Environment: SCAN_PORT (default 3200), SCAN_MODULES (wapiti modules, comma-separated),
// SCAN_MAX_TIME (seconds for the whole scan, default 600), SCAN_ATTACK_TIME (seconds per
// module, default 90).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const PORT = Number(process.env.SCAN_PORT ?? 3200);
const BASE = `http://localhost:${PORT}`;
const FOLDER = join(ROOT, 'data/scan');
const REPORT = join(FOLDER, 'wapiti-report.json');
// Not ssrf: it asks a server of the wapiti project on the internet whether it was called.
const MODULES =
  process.env.SCAN_MODULES ??
  'xss,permanentxss,sql,exec,file,crlf,redirect,csp,http_headers,cookieflags,methods,backup';
const MAX_SCAN_TIME = Number(process.env.SCAN_MAX_TIME ?? 600);
const MAX_ATTACK_TIME = Number(process.env.SCAN_ATTACK_TIME ?? 90);
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'bestellwerk';

const LEVELS = { 0: 'Info', 1: 'niedrig', 2: 'mittel', 3: 'HOCH', 4: 'KRITISCH' };

function fail(message) {
  console.error(`scan: ${message}`);
  process.exit(2);
}

if (spawnSync('wapiti', ['--version'], { stdio: 'ignore' }).error)
  fail('wapiti fehlt (apt-get install wapiti).');
if (
  !existsSync(join(ROOT, 'api/dist/src/main.js')) ||
  !existsSync(join(ROOT, 'shell/dist/index.html'))
)
  fail('kein Build gefunden: zuerst `npm run build`.');

rmSync(FOLDER, { recursive: true, force: true });
mkdirSync(FOLDER, { recursive: true });

const server = spawn(process.execPath, ['api/dist/src/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    // The demo data: branches to scan and the demo admin whose session scans the staff routes.
    DEMO_DATA: 'true',
    DATABASE_URL: `sqlite:${FOLDER}/bestellwerk.sqlite`,
    STORAGE_DIR: `${FOLDER}/storage`,
    MAIL_OUTBOX_DIR: `${FOLDER}/outbox`,
    SMTP_URL: '',
    LOG_REQUESTS: 'false',
  },
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) fail(`der Server endete mit ${server.exitCode}.`);
    try {
      if ((await fetch(`${BASE}/api/remotes`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail('der Server antwortete nicht.');
}

/** A value of the parameter's type, for URLs wapiti can attack. */
function sampleValue(parameter) {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  if (schema.type === 'boolean') return 'true';
  if (schema.format === 'date' || /^(from|to|day|date)$/i.test(parameter.name)) return '2026-01-15';
  return 'beispiel';
}

/**
 * Start URLs: the shell's pages (a single-page app has no links to crawl) and every GET route of
 * the OpenAPI document with its path and query parameters filled in, so the modules have
 * parameters to attack.
 */
async function startUrls() {
  const branches = (await (await fetch(`${BASE}/api/branches`)).json()).data ?? [];
  const branch = branches[0]?.identifier ?? 'filiale';
  const urls = new Set([
    `${BASE}/`,
    `${BASE}/impressum`,
    `${BASE}/site/ueber-uns?ref=scan`,
    `${BASE}/store/${branch}`,
    `${BASE}/store/${branch}/checkout`,
    `${BASE}/status/abc/def`,
    `${BASE}/backend/login`,
    `${BASE}/signage/tv-1`,
    `${BASE}/time-tracking/a/b`,
    `${BASE}/time-tracking/kiosk/1/schluessel`,
  ]);
  const document = await (await fetch(`${BASE}/api/docs-json`)).json();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const get = operations.get;
    // No exclusions (-x) at all: wapiti 3.0.4 on Python 3.11 fails on its own exclusion pattern.
    // Event streams never end, so they stay out of the start URLs.
    if (!get || path.includes('/events')) continue;
    const parameters = get.parameters ?? [];
    const filled = path.replace(/\{([^}]+)\}/g, (_, name) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? { name };
      return encodeURIComponent(sampleValue(parameter));
    });
    const query = new URLSearchParams(
      parameters.filter((p) => p.in === 'query').map((p) => [p.name, sampleValue(p)]),
    );
    urls.add(`${BASE}${filled}${query.size ? `?${query}` : ''}`);
  }
  return [...urls];
}

/** The demo admin's session cookie, so the staff routes are scanned too; null without one. */
async function staffCookie() {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!response.ok) return null;
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function printFindings(report) {
  let worst = 0;
  let count = 0;
  for (const [section, title] of [
    ['vulnerabilities', 'Schwachstellen'],
    ['anomalies', 'Anomalien'],
    ['additionals', 'Zusätzliches'],
  ]) {
    const entries = Object.entries(report[section] ?? {}).filter(([, found]) => found.length > 0);
    console.log(`\n== ${title}: ${entries.length === 0 ? 'keine' : ''}`);
    for (const [category, found] of entries) {
      console.log(`-- ${category} (${found.length})`);
      for (const finding of found) {
        const level = Number(finding.level ?? 0);
        if (section === 'vulnerabilities') {
          worst = Math.max(worst, level);
          count++;
        }
        const parameter = finding.parameter ? ` [${finding.parameter}]` : '';
        console.log(
          `   ${LEVELS[level] ?? level}: ${finding.method} ${finding.path}${parameter}: ${finding.info}`,
        );
      }
    }
  }
  return { worst, count };
}

await waitForServer();
const urls = await startUrls();
const cookie = await staffCookie();
console.log(`scan: ${urls.length} Start-Adressen, Module ${MODULES}, höchstens ${MAX_SCAN_TIME} s`);
const args = [
  '-u',
  `${BASE}/`,
  '--scope',
  'folder',
  '-m',
  MODULES,
  ...urls.flatMap((url) => ['-s', url]),
  '--max-scan-time',
  String(MAX_SCAN_TIME),
  '--max-attack-time',
  String(MAX_ATTACK_TIME),
  '--flush-session',
  '--store-session',
  join(FOLDER, 'wapiti-session'),
  '--store-config',
  join(FOLDER, 'wapiti-config'),
  '--no-bugreport',
  '-v',
  '1',
  '-f',
  'json',
  '-o',
  REPORT,
  ...(cookie ? ['-H', `Cookie: ${cookie}`] : []),
];
const wapiti = spawnSync('wapiti', args, { cwd: ROOT, stdio: 'inherit' });
stopServer();
if (wapiti.status !== 0 || !existsSync(REPORT)) fail(`wapiti endete mit ${wapiti.status}.`);

const { worst, count } = printFindings(JSON.parse(readFileSync(REPORT, 'utf8')));
console.log(
  `\nscan: ${count} Schwachstellen, höchste Stufe ${LEVELS[worst] ?? worst}; Bericht: ${REPORT}`,
);
process.exit(worst >= 3 ? 1 : 0);
