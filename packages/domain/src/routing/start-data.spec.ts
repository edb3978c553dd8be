import { branchIdentifierOfPath, initQuery } from './start-data.js';

describe('branchIdentifierOfPath', () => {
  it.each([
    ['/store/wien-mitte', 'wien-mitte'],
    ['/store/wien-mitte/', 'wien-mitte'],
    ['/store/wien-mitte/checkout', 'wien-mitte'],
    ['/store/wien-mitte/checkout/error', 'wien-mitte'],
    ['/store/caf%C3%A9', 'café'],
  ])('finds the branch of %s', (path, identifier) => {
    expect(branchIdentifierOfPath(path)).toBe(identifier);
  });

  it.each(['/', '/store', '/store/', '/status/abc/def', '/backend/orders', '/store/%E0%A4%A'])(
    'finds none in %s',
    (path) => {
      expect(branchIdentifierOfPath(path)).toBeNull();
    },
  );
});

describe('initQuery', () => {
  it('asks for everything without a branch', () => {
    expect(initQuery(null)).toBe('');
  });

  it('names the branch, encoded, so the preload hint and the fetch are the same URL', () => {
    expect(initQuery('wien-mitte')).toBe('?branch=wien-mitte');
    expect(initQuery('café & bar')).toBe('?branch=caf%C3%A9%20%26%20bar');
  });
});
