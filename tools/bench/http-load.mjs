// One load scenario: autocannon against a URL, reported as p50/p99 latency and requests/s.
import autocannon from 'autocannon';

export async function measureLoad({ name, url, connections = 10, duration = 10, headers = {} }) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} Antworten ohne 2xx, ${result.errors} Fehler`);
  }
  return {
    scenario: name,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'req/s': Math.round(result.requests.average),
  };
}
