// The limit /api/init is measured against: a bare Node http server answering the same gzip bytes
// from memory with the same headers, and nothing else.
// `node tools/bench/bare-server.mjs <port> <file with the gzip bytes> <etag>`
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file, etag] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': 'no-cache',
      vary: 'Cookie, Accept-Encoding',
      etag,
    });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
