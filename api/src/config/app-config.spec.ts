import { readAppConfig } from './app-config.js';

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
});
