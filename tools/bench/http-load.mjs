// One load scenario: autocannon against a URL, reported as p50/p99 latency and requests/s.
// With `rate`, requests go out at that many per second over all connections (an arrival rate,
// as customers cause it) instead of as fast as the server answers.
import autocannon from 'autocannon';

export async function measureLoad({
  name,
  url,
  connections = 10,
  duration = 10,
  headers = {},
  method = 'GET',
  body,
  rate,
}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(rate === undefined ? {} : { overallRate: rate }),
  });
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
