// Staff accounts. No passwords here: the loader hashes DEMO_PASSWORD (default 'bestellwerk').
import type { SeedUser } from './seed-types.js';

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
  },
];
