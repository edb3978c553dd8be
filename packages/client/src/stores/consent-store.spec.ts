import { ConsentStore } from './consent-store.js';
import { readCookie } from '../browser/cookies.js';

describe('ConsentStore', () => {
  beforeEach(() => {
    document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
  });

  it('starts without consent when the cookie is missing and stores it on accept', () => {
    const consent = new ConsentStore();
    expect(consent.hasConsent).toBe(false);
    consent.accept();
    expect(consent.hasConsent).toBe(true);
    expect(readCookie('cookie-consent')).toBe('true');
    expect(new ConsentStore().hasConsent).toBe(true);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('b', 'a=1; b=zwei%20drei; c=3')).toBe('zwei drei');
    expect(readCookie('d', 'a=1; b=2')).toBeNull();
    expect(readCookie('a', 'ab=1; a=2')).toBe('2');
  });
});
