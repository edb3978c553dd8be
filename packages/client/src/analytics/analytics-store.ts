import type { AnalyticsLogRequest } from '@bestellwerk/domain';
import type { ApiClient } from '../http/api-client.js';
import type { ConsentStore } from '../stores/consent-store.js';

/**
 * Sends tracking events to POST /api/analytics-log, only while the visitor has given cookie
 * consent (storefront.md §7). Fire and forget: a failure never reaches the visitor.
 */
export class AnalyticsStore {
  constructor(
    private readonly api: ApiClient,
    private readonly consent: ConsentStore,
  ) {}

  /** Sends `event` when consent exists; answers whether it was sent. */
  track(event: AnalyticsLogRequest): boolean {
    if (!this.consent.hasConsent) return false;
    this.api
      .post('/analytics-log', event, { redirectOnUnauthorized: false })
      .catch(() => undefined);
    return true;
  }
}
