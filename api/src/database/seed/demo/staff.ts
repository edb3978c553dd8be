// Staff accounts. No passwords here: the loader hashes DEMO_PASSWORD (default 'bestellwerk').
import type { SeedUser } from './seed-types.js';

/**
 * The demo employee's time-tracking link is /time-tracking/mitarbeiter/{this} (README), so people
 * trying the demo can clock in without an admin renewing it first. Stored hashed like any other;
 * renewing the link in the backoffice replaces it.
 */
export const DEMO_TIME_TRACKING_TOKEN = 'demo-zeiterfassung';

/** The demo employee's PIN on the shop tablets of their branches (README). */
export const DEMO_KIOSK_PIN = '2468';

export const users: SeedUser[] = [
  {
    key: 'admin',
    username: 'admin',
    email: 'maria.huber@backstube-huber.example',
    firstName: 'Maria',
    lastName: 'Huber',
    roles: ['ROLE_ADMIN'],
    branches: ['wien-neubau', 'graz-innere-stadt', 'linz-urfahr'],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
  },
  {
    key: 'mitarbeiter',
    username: 'mitarbeiter',
    email: 'lukas.brunner@backstube-huber.example',
    firstName: 'Lukas',
    lastName: 'Brunner',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['wien-neubau', 'graz-innere-stadt'],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
    timeTrackingToken: DEMO_TIME_TRACKING_TOKEN,
    kioskPin: DEMO_KIOSK_PIN,
  },
];
