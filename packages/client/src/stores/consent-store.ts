import { action, makeObservable, observable } from 'mobx';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@bestellwerk/domain';
import { readCookie, writeCookie } from '../browser/cookies.js';

/**
 * The visitor's cookie consent (storefront.md §4 "Cookie consent"): read from its cookie at
 * start, given by 'Akzeptieren'. Analytics, the map and the install prompt ask `hasConsent`.
 */
export class ConsentStore {
  hasConsent: boolean;

  constructor(
    hasConsent: boolean = typeof document !== 'undefined' && readCookie(CONSENT_COOKIE) === 'true',
  ) {
    this.hasConsent = hasConsent;
    makeObservable(this, { hasConsent: observable, accept: action });
  }

  /** Stores the consent for 365 days. */
  accept(): void {
    writeCookie(CONSENT_COOKIE, 'true', CONSENT_COOKIE_DAYS);
    this.hasConsent = true;
  }
}
