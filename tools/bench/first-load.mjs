// First-load JavaScript of a page: the scripts Chromium loads for it, measured as the bytes
// they take on the wire with gzip and with brotli, in all and per file.
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';

const CHROMIUM_ARGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];

/** Bytes of the answer body as sent with the given Accept-Encoding. */
function encodedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Loads `url` until the network is idle and measures every script it loaded.
 * Returns the totals (`summary`) and one row per script (`files`, largest first).
 */
export async function measureFirstLoad({ name, url }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [];
    for (const script of scripts) {
      files.push({
        scenario: name,
        file: new URL(script).pathname,
        'gzip bytes': await encodedSize(script, 'gzip'),
        'brotli bytes': await encodedSize(script, 'br'),
      });
    }
    files.sort((a, b) => b['gzip bytes'] - a['gzip bytes']);
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    return {
      summary: {
        scenario: name,
        files: files.length,
        'gzip bytes': sum('gzip bytes'),
        'brotli bytes': sum('brotli bytes'),
      },
      files,
    };
  } finally {
    await browser.close();
  }
}
