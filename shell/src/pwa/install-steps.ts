import type { InstallPlatform } from './install-rules.js';

/** The install instructions of one platform. */
export interface InstallInstructions {
  title: string;
  steps: readonly string[];
}

/** How to add the app to the home screen, per platform. */
export const INSTALL_INSTRUCTIONS: Record<InstallPlatform, InstallInstructions> = {
  android: {
    title: 'App auf Ihrem Android-Gerät installieren',
    steps: [
      'Öffnen Sie das Menü Ihres Browsers (⋮ oben rechts).',
      'Tippen Sie auf „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
      'Bestätigen Sie mit „Installieren“.',
    ],
  },
  iphone: {
    title: 'App auf Ihrem iPhone installieren',
    steps: [
      'Öffnen Sie diese Seite in Safari.',
      'Tippen Sie auf „Teilen“ und dann auf „Zum Home-Bildschirm“.',
      'Bestätigen Sie mit „Hinzufügen“.',
    ],
  },
  ipad: {
    title: 'App auf Ihrem iPad installieren',
    steps: [
      'Öffnen Sie diese Seite in Safari.',
      'Tippen Sie oben rechts neben der Adresszeile auf „Teilen“ und dann auf „Zum Home-Bildschirm“.',
      'Bestätigen Sie mit „Hinzufügen“.',
    ],
  },
  other: {
    title: 'App installieren',
    steps: [
      'Öffnen Sie diese Seite in Chrome oder Edge.',
      'Klicken Sie in der Adressleiste auf das Symbol „App installieren“ oder wählen Sie im Menü des Browsers „App installieren“.',
      'Bestätigen Sie mit „Installieren“.',
    ],
  },
};
