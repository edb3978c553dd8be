// A Lighthouse mobile run (Lighthouse 12's default: Moto G Power emulation, slow 4G, 4x CPU
// slowdown) of a page in Debian's Chromium, reduced to the figures the bench table prints.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';

const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

/** A run that takes longer has hung (seen with Chromium 156: no event, no end); one takes ~15 s. */
const RUN_TIMEOUT_MS = 120_000;

/** `promise`, or a rejection with `message` after `ms`. */
function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Performance and accessibility scores (0–100), LCP and TBT in ms, CLS; rejects on a hung run. */
export async function measureLighthouse({ name, url }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse hat ${url} nicht in ${RUN_TIMEOUT_MS / 1000} s gemessen.`,
    );
    const { categories, audits } = result.lhr;
    return {
      scenario: name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}
