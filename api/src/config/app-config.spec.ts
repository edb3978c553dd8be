import { parseTrustProxy, readAppConfig } from './app-config.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['true', true],
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8, 192.168.0.1', '10.0.0.0/8, 192.168.0.1'],
  ])('%j → %j', (value, trust) => {
    expect(parseTrustProxy(value)).toBe(trust);
  });
});

describe('readAppConfig', () => {
  it('keeps the wall clocks in Vienna unless TIME_ZONE names another zone', () => {
    expect(readAppConfig({}).timeZone).toBe('Europe/Vienna');
    expect(readAppConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
  });

  it('refuses to start with a zone the runtime does not know', () => {
    expect(() => readAppConfig({ TIME_ZONE: 'Europe/Wien' })).toThrow(
      'TIME_ZONE "Europe/Wien" ist keine bekannte IANA-Zeitzone (z. B. Europe/Vienna).',
    );
  });

  it('logs as text unless LOG_FORMAT=json, and refuses other formats', () => {
    expect(readAppConfig({}).logFormat).toBe('text');
    expect(readAppConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readAppConfig({ LOG_FORMAT: 'yaml' })).toThrow(
      'LOG_FORMAT "yaml" ist ungültig: erwartet text oder json.',
    );
  });

  it('serves metrics only with METRICS_TOKEN set', () => {
    expect(readAppConfig({}).metricsToken).toBeNull();
    expect(readAppConfig({ METRICS_TOKEN: 'geheim' }).metricsToken).toBe('geheim');
  });
});
