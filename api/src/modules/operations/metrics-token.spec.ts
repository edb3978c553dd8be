import { bearerTokenMatches } from './metrics-token.js';

describe('bearerTokenMatches', () => {
  it.each<[string | undefined, boolean]>([
    ['Bearer geheim-123', true],
    ['bearer geheim-123', true],
    ['Bearer  geheim-123 ', true],
    ['Bearer geheim-12', false],
    ['Bearer geheim-1234', false],
    ['geheim-123', false],
    ['Basic geheim-123', false],
    ['Bearer ', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, matches) => {
    expect(bearerTokenMatches(header, 'geheim-123')).toBe(matches);
  });
});
