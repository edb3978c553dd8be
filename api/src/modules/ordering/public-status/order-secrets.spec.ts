import { newOrderHash, newOrderUid, secretsMatch } from './order-secrets.js';

describe('order secrets', () => {
  it('makes URL-safe uids of 16 and hashes of 43 characters, all different', () => {
    const uids = new Set(Array.from({ length: 200 }, newOrderUid));
    const hashes = new Set(Array.from({ length: 200 }, newOrderHash));
    expect(uids.size).toBe(200);
    expect(hashes.size).toBe(200);
    for (const uid of uids) expect(uid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const hash of hashes) expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'ab', false],
    ['abc', 'abcd', false],
    ['', '', false],
  ])('compares %j with %j: %s', (expected, given, result) => {
    expect(secretsMatch(expected, given)).toBe(result);
  });
});
