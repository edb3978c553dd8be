import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './request-id.js';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each(['3f2b8c1e-9d4a-4b6e-8f7a-1c2d3e4f5a6b', 'lb-7f3a.42:beta', 'abc123', 'a'.repeat(128)])(
    'adopts the well-formed %s',
    (id) => {
      expect(requestIdOf(withHeader(id))).toBe(id);
    },
  );

  it.each([
    undefined,
    '',
    ' vorne',
    'mit leerzeichen',
    'a'.repeat(129),
    'zeile\nneu',
    '"x"',
    ['a', 'b'],
  ])('replaces %j by a new UUID', (value) => {
    expect(requestIdOf(withHeader(value))).toMatch(UUID);
  });
});
