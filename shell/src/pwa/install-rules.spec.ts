import {
  installPlatform,
  installPromptDelay,
  isPwaSupported,
  isStandaloneDisplay,
  showInstallLink,
  showInstallPrompt,
  type InstallPlatform,
  type InstallPromptConditions,
} from './install-rules.js';
import { INSTALL_INSTRUCTIONS } from './install-steps.js';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('installPlatform', () => {
  it.each<[string, string, number, InstallPlatform]>([
    ['Android phone', UA.androidChrome, 5, 'android'],
    ['Android tablet', UA.androidTablet, 10, 'android'],
    ['iPhone', UA.iphone, 5, 'iphone'],
    ['iPod touch', UA.ipod, 5, 'iphone'],
    ['iPad with iOS 12', UA.ipadOld, 5, 'ipad'],
    ['iPad that reports a Mac (touch points)', UA.ipadDesktopMode, 5, 'ipad'],
    ['Mac without touch screen', UA.macSafari, 0, 'other'],
    ['Windows Edge', UA.windowsEdge, 0, 'other'],
    ['Windows with touch screen', UA.windowsEdge, 10, 'other'],
    ['Linux Firefox', UA.linuxFirefox, 0, 'other'],
    ['empty user agent', '', 0, 'other'],
  ])('%s → %s', (_name, userAgent, touchPoints, platform) => {
    expect(installPlatform(userAgent, touchPoints)).toBe(platform);
  });

  it('has instructions for every platform; the iPhone names „Teilen“ and „Zum Home-Bildschirm“', () => {
    for (const platform of ['android', 'ipad', 'iphone', 'other'] as const) {
      expect(INSTALL_INSTRUCTIONS[platform].steps.length).toBeGreaterThan(0);
    }
    expect(INSTALL_INSTRUCTIONS.iphone.steps).toContain(
      'Tippen Sie auf „Teilen“ und dann auf „Zum Home-Bildschirm“.',
    );
  });
});

describe('isStandaloneDisplay', () => {
  it.each([
    [false, undefined, false],
    [false, false, false],
    [true, undefined, true],
    [false, true, true],
    [true, true, true],
  ])('display-mode standalone %s, navigator.standalone %s → %s', (mode, flag, expected) => {
    expect(isStandaloneDisplay({ displayModeStandalone: mode, navigatorStandalone: flag })).toBe(
      expected,
    );
  });
});

describe('isPwaSupported', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('service worker %s, secure context %s → %s', (hasServiceWorker, secureContext, expected) => {
    expect(isPwaSupported({ hasServiceWorker, secureContext })).toBe(expected);
  });
});

const ELIGIBLE: InstallPromptConditions = {
  pluginEnabled: true,
  standalone: false,
  supported: true,
  installed: false,
  selfService: false,
  dismissed: false,
  consent: true,
};

describe('showInstallLink and showInstallPrompt', () => {
  it.each<[string, Partial<InstallPromptConditions>, boolean, boolean]>([
    ['everything fits', {}, true, true],
    ['PWA plugin off', { pluginEnabled: false }, false, false],
    ['running as the installed app', { standalone: true }, false, false],
    ['browser without PWA support', { supported: false }, false, false],
    ['app already installed', { installed: true }, false, false],
    ['self-service route', { selfService: true }, false, false],
    ['no cookie consent: link only', { consent: false }, true, false],
    ['prompt dismissed this month: link only', { dismissed: true }, true, false],
  ])('%s → link %s, prompt %s', (_name, change, link, prompt) => {
    const conditions = { ...ELIGIBLE, ...change };
    expect(showInstallLink(conditions)).toBe(link);
    expect(showInstallPrompt(conditions)).toBe(prompt);
  });
});

describe('installPromptDelay', () => {
  it.each([
    ['consent from an earlier visit', true, 5000],
    ['consent just given', false, 250],
  ])('%s → %i ms', (_name, atStart, delay) => {
    expect(installPromptDelay(atStart)).toBe(delay);
  });
});
