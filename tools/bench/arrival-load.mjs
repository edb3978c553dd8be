// A fixed arrival rate, as customers cause it: request i is due at start + i / rate, evenly
// spaced, whether or not earlier ones have been answered. Latency is measured from the moment a
// request was due (not from when it went out), so a server that falls behind is not flattered
// by a client that waits for it (no coordinated omission).
//
// autocannon's `overallRate` is not used for this: it sends every connection's quota for the
// second back-to-back at the start of the second (a burst of the whole rate at once) and then
// adds correction samples at a 1 ms interval, so its p99 measures the burst, not the server.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './percentile.mjs';

function send(agent, url, method, headers, body, etags) {
  const known = etags?.get(url);
  const sent = known ? { ...headers, 'if-none-match': known } : headers;
  return new Promise((resolve) => {
    const request = http.request(url, { agent, method, headers: sent }, (response) => {
      response.resume();
      const etag = response.headers.etag;
      if (etags && etag) etags.set(url, etag);
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Sends `rate` requests per second for `duration` seconds over at most `connections` keep-alive
 * sockets. `url` and `body` may be functions of the request's index i (to spread requests over
 * many resources). With `revalidate`, each URL is asked with the ETag of its last answer in
 * If-None-Match, as a browser revalidates (`no-cache`), and 304 counts as success. Answers how
 * many answers were 304. Throws when any answer is not 2xx (or 304).
 */
export async function measureArrivalRate({
  name,
  url,
  rate,
  duration = 10,
  connections = 50,
  method = 'GET',
  headers = {},
  body,
  revalidate = false,
}) {
  const etags = revalidate ? new Map() : null;
  let notModified = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = rate * duration;
  const interval = 1000 / rate;
  const latencies = [];
  const pending = [];
  let failures = 0;
  const requestHeaders =
    body === undefined ? headers : { 'content-type': 'application/json', ...headers };
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      const due = start + sent * interval;
      const payload = typeof body === 'function' ? body(sent) : body;
      const target = typeof url === 'function' ? url(sent) : url;
      pending.push(
        send(agent, target, method, requestHeaders, payload && JSON.stringify(payload), etags).then(
          (status) => {
            latencies.push(performance.now() - due);
            if (status === 304 && revalidate) notModified += 1;
            else if (status < 200 || status >= 300) failures += 1;
          },
        ),
      );
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  if (failures > 0) throw new Error(`${name}: ${failures} Antworten ohne 2xx`);
  latencies.sort((a, b) => a - b);
  return {
    scenario: name,
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'req/s': Math.round(total / ((performance.now() - start) / 1000)),
    ...(revalidate ? { 304: notModified } : {}),
  };
}
