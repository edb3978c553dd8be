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
  {
    key: 'sophie',
    username: 'sophie.wagner',
    email: 'sophie.wagner@backstube-huber.example',
    firstName: 'Sophie',
    lastName: 'Wagner',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['wien-neubau'],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
  },
  {
    key: 'elif',
    username: 'elif.yilmaz',
    email: 'elif.yilmaz@backstube-huber.example',
    firstName: 'Elif',
    lastName: 'Yılmaz',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['graz-innere-stadt'],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
  },
  {
    key: 'tobias',
    username: 'tobias.gruber',
    email: 'tobias.gruber@backstube-huber.example',
    firstName: 'Tobias',
    lastName: 'Gruber',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['linz-urfahr'],
    isEnabled: true,
    isLocked: false,
    expiresAt: null,
  },
];
