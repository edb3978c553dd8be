import { pageViewEvent } from '@bestellwerk/domain';
import { ApiClient } from '../http/api-client.js';
import { ConsentStore } from '../stores/consent-store.js';
import { AnalyticsStore } from './analytics-store.js';

function setup(hasConsent: boolean, answer: () => Promise<Response>) {
  const calls: { url: string; body: unknown }[] = [];
  const api = new ApiClient({
    fetch: async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return answer();
    },
  });
  return { calls, analytics: new AnalyticsStore(api, new ConsentStore(hasConsent)) };
}

describe('AnalyticsStore', () => {
  it('sends nothing without consent', () => {
    const { calls, analytics } = setup(false, async () => new Response('{"data":null}'));
    expect(analytics.track(pageViewEvent('/', 'Start'))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('posts the event to /api/analytics-log with consent', async () => {
    const { calls, analytics } = setup(true, async () => new Response('{"data":null}'));
    expect(analytics.track(pageViewEvent('/', 'Start'))).toBe(true);
    await Promise.resolve();
    expect(calls).toEqual([{ url: '/api/analytics-log', body: pageViewEvent('/', 'Start') }]);
  });

  it('swallows a failed send', async () => {
    const { analytics } = setup(true, async () => {
      throw new TypeError('offline');
    });
    expect(() => analytics.track(pageViewEvent('/', 'Start'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
