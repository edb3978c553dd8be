// Receipt printers and counter tablets of the branches.
import type { SeedDevice } from './seed-types.js';

export const devices: SeedDevice[] = [
  {
    key: 'wien-bondrucker',
    identifier: 'wien-bondrucker',
    name: 'Bondrucker Theke Wien',
    type: 'printer',
    branch: 'wien-neubau',
    isEnabled: true,
  },
  {
    key: 'graz-bondrucker',
    identifier: 'graz-bondrucker',
    name: 'Bondrucker Café Graz',
    type: 'printer',
    branch: 'graz-innere-stadt',
    isEnabled: true,
  },
  {
    key: 'linz-bondrucker',
    identifier: 'linz-bondrucker',
    name: 'Bondrucker Vorbestellungen Linz',
    type: 'printer',
    branch: 'linz-urfahr',
    isEnabled: true,
  },
  {
    key: 'graz-theken-tablet',
    identifier: 'graz-theken-tablet',
    name: 'Theken-Tablet Graz',
    type: 'tablet',
    branch: 'graz-innere-stadt',
    isEnabled: true,
  },
];
