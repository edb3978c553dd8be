// Renders tools/scale/nginx.conf.template, the nginx configuration README "Mehrere Instanzen"
// quotes, for a prefix folder, a listen port and the API instances behind it.
import { readFileSync } from 'node:fs';

const TEMPLATE = new URL('./nginx.conf.template', import.meta.url);

/**
 * The configuration text: `prefix` holds nginx's pid, log and temp folders, `listen` is its
 * port, `upstreams` the API instances as `host:port`.
 */
export function renderNginxConfig({ prefix, listen, upstreams }) {
  const values = {
    PREFIX: prefix,
    LISTEN: String(listen),
    UPSTREAMS: upstreams
      .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(
    /\$\{(PREFIX|LISTEN|UPSTREAMS)\}/g,
    (_, name) => values[name],
  );
}

/**
 * The part of the configuration README "Mehrere Instanzen" quotes (upstream, the map and the
 * server), as rendered for the instances and port of `npm run test:scale`.
 */
export function quotedNginxConfig() {
  const text = renderNginxConfig({
    prefix: '/var/lib/bestellwerk-nginx',
    listen: 8088,
    upstreams: ['127.0.0.1:3361', '127.0.0.1:3362'],
  });
  const start = text.indexOf('  upstream bestellwerk_api {');
  const end = text.lastIndexOf('}');
  return text
    .slice(start, end)
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n')
    .trimEnd();
}
