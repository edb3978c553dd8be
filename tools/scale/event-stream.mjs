// A reader of server-sent events for `npm run test:scale`, as a board or a TV reads them: every
// event with the time it arrived.
import { request } from 'node:http';

/**
 * Opens `url` as an event stream. `events` fills with `{ event, data, at }` (at: Date.now() on
 * arrival); `waitFor(match, ms)` resolves with the first matching event or null after `ms`.
 */
export function openEventStream(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const events = [];
    const waiting = new Set();
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const at = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(':'))
              .map((line) => [
                line.slice(0, line.indexOf(':')),
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
          );
          if (fields.data !== undefined)
            events.push({ event: fields.event ?? 'message', data: fields.data, at });
        }
        for (const wake of [...waiting]) wake();
      });
      resolve({
        events,
        waitFor(match, ms) {
          return new Promise((done) => {
            const check = () => {
              const found = events.find(match);
              if (!found) return false;
              waiting.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              done(null);
            }, ms);
            waiting.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
