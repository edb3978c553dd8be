// First-load JavaScript of a page: the scripts Chromium loads for it, measured as the bytes
// they take on the wire with gzip and with brotli.
import { request } from 'node:http';
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    let gzip = 0;
    let brotli = 0;
    for (const script of scripts) {
      gzip += await encodedSize(script, 'gzip');
      brotli += await encodedSize(script, 'br');
    }
    return { scenario: name, files: scripts.size, 'gzip bytes': gzip, 'brotli bytes': brotli };
  } finally {
    await browser.close();
  }
}
